import { createElement, type ReactElement } from 'react';
import { renderStaticMarkup } from './static-markup';

type Element = ReactElement<Record<string, unknown>>;

/**
 * A section without interactive parts as one element whose inside is HTML made on the server:
 * the RSC payload carries that element's attributes and one string instead of every element,
 * class and text of its tree, and hydration leaves the inside as the server wrote it. The child
 * is any JSX (section components with their usual props); the host element it resolves to stays
 * the outer element. Its links are plain anchors, navigated on the client by the layout's
 * `StaticLinkNavigation` (`data-static` marks where it listens).
 */
export function Static({ children }: { children: Element }) {
  const host = hostElement(children);
  const { children: inside, dangerouslySetInnerHTML, ...attributes } = host.props;
  const html = (dangerouslySetInnerHTML as { __html: string } | undefined)?.__html;
  return createElement(host.type as string, {
    ...attributes,
    'data-static': '',
    dangerouslySetInnerHTML: { __html: html ?? renderStaticMarkup(inside as Element) },
  });
}

/** The first element with a tag name: function components are called until one returns it. */
function hostElement(element: Element): Element {
  let current = element;
  while (typeof current.type !== 'string') {
    if (typeof current.type !== 'function') throw new Error('Static needs one element child');
    current = (current.type as (props: unknown) => Element)(current.props);
  }
  return current;
}
