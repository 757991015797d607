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
  const { tag, attributes, html } = staticParts(children);
  return createElement(tag, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
Static.staticChildren = true;

/** The outer element's tag and attributes (marked `data-static`) and its inside as HTML. */
export function staticParts(element: Element) {
  const host = hostElement(element);
  const { children, dangerouslySetInnerHTML, ...attributes } = host.props;
  const given = (dangerouslySetInnerHTML as { __html: string } | undefined)?.__html;
  return {
    tag: host.type as string,
    attributes: { ...attributes, 'data-static': '' },
    html: given ?? renderStaticMarkup(children as Element),
  };
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
