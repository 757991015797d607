import type { HTMLAttributes } from 'react';

type Props = HTMLAttributes<HTMLElement> & {
  /** The element that holds the markup (a `div` unless told). */
  as?: 'div' | 'section' | 'ol';
  html: string;
};

/**
 * Markup React neither builds nor hydrates: long prose written once as one HTML string (built
 * from typed copy with escapeHtml, never from a visitor's input). In the page's RSC payload it is
 * one string, where the same prose as elements would repeat every paragraph as the element's
 * key and text, and hydration leaves its inside as the server wrote it.
 */
export function StaticHtml({ as: Element = 'div', html, ...attributes }: Props) {
  return <Element {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
