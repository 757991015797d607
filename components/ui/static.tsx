import { createElement, type ReactElement } from 'react';
import { renderStaticMarkup } from './static-markup';

type Element = ReactElement<Record<string, unknown>>;

/**
 * A section without interactive parts as one element whose inside is HTML made on the server:
 * the RSC payload carries that element's attributes and one string instead of every element,
 * class and text of its tree, and hydration leaves the inside as the server wrote it. The child
 * is any JSX (section components with their usual props); the host element it resolves to stays
 * the outer element. An interactive part inside (a client component, an event handler) fails the render, and so the build, naming the section.
 */
export function Static({ children }: { children: Element }) {
  const { tag, attributes, html } = staticParts(children);
  return createElement(tag, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
Static.staticChildren = true;

/** The outer element's tag and attributes and its inside as HTML. */
export function staticParts(element: Element) {
  const host = hostElement(element);
  const { children, dangerouslySetInnerHTML, ...attributes } = host.props;
  const tag = host.type as string;
  const given = (dangerouslySetInnerHTML as { __html: string } | undefined)?.__html;
  try {
    return {
      tag,
      attributes,
      html: given ?? renderStaticMarkup(children as Element),
    };
  } catch (error) {
    throw new Error(
      `Static markup of ${sectionName(tag, attributes)}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

/** How an error names the section: its tag and whichever of its identifying attributes it has. */
function sectionName(tag: string, attributes: Record<string, unknown>): string {
  const named = ['id', 'aria-label', 'aria-labelledby', 'className']
    .filter((name) => typeof attributes[name] === 'string')
    .map((name) => `${name}="${String(attributes[name]).slice(0, 60)}"`);
  return `<${[tag, ...named].join(' ')}>`;
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
