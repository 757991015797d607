import type { ReactElement } from 'react';
import { documentOnlyElement } from '@/lib/document-only';
import { staticParts } from './static';

/**
 * Like Static, with the markup in the HTML document only (see documentOnlyElement): for the root
 * layout's footer and splash, so that each footer link is sent once, not twice.
 */
export function DocumentOnly({ children }: { children: ReactElement<Record<string, unknown>> }) {
  const { tag, attributes, html } = staticParts(children);
  return documentOnlyElement(tag, attributes, html);
}
