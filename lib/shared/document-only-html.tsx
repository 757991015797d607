'use client';

import { createElement } from 'react';
import { documentHtml } from './document-only-registry';

type Props = { tag: string; htmlKey: string } & Record<string, unknown>;

/**
 * The element DocumentOnly stands for. On the server it writes the markup registered under its
 * key into the HTML; in the browser the key finds nothing and the element hydrates with an empty
 * string, which React neither compares nor writes: the markup the HTML brought stays as it is.
 */
export function DocumentOnlyHtml({ tag, htmlKey, ...attributes }: Props) {
  return createElement(tag, {
    ...attributes,
    dangerouslySetInnerHTML: { __html: documentHtml(htmlKey, `<${tag}>`) },
    suppressHydrationWarning: true,
  });
}
