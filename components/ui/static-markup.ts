import type { CSSProperties, ReactNode } from 'react';

/**
 * The HTML of a tree of server components without interactive parts, as one string. React's own
 * renderer cannot do it here: `react-dom/server` is refused inside server components (Next
 * reports "You're importing a component that imports react-dom/server", vercel/next.js#43810),
 * and its edge build fails there for want of the client React (vercel/next.js#71865). Section
 * components stay JSX with typed props; this walks the elements they return, calling each
 * function component once, as React would on the server.
 *
 * A client component, an event handler or an async component in here is a mistake and throws,
 * so the build fails instead of shipping a dead control.
 */
export function renderStaticMarkup(node: ReactNode): string {
  return renderNode(node, false);
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

// React's names for attributes spelt differently in HTML.
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  xlinkHref: 'xlink:href',
  xmlLang: 'xml:lang',
  xmlSpace: 'xml:space',
};

// SVG presentation attributes React writes hyphenated (strokeWidth → stroke-width).
const SVG_HYPHENATED =
  /^(?:alignment|baseline|clip|color|dominant|fill|flood|font|glyph|image|letter|lighting|marker|paint|pointer|shape|stop|stroke|text|transform|unicode|vector|word|writing)[A-Z]/;

// Present or absent: `true` writes the bare attribute, `false` leaves it out.
const BOOLEAN_ATTRIBUTES = new Set([
  'allowFullScreen',
  'async',
  'autoFocus',
  'autoPlay',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formNoValidate',
  'hidden',
  'inert',
  'itemScope',
  'loop',
  'multiple',
  'muted',
  'noModule',
  'noValidate',
  'open',
  'playsInline',
  'readOnly',
  'required',
  'reversed',
  'selected',
]);

// Props React consumes itself and never writes as attributes.
const REACT_ONLY_PROPS = new Set(['children', 'dangerouslySetInnerHTML', 'key', 'ref']);
const IGNORED_PROPS = new Set(['suppressHydrationWarning', 'suppressContentEditableWarning']);

const UNITLESS_STYLES =
  /^(?:aspectRatio|columnCount|columns|flex|flexGrow|flexShrink|fontWeight|gridArea|gridColumn|gridColumnEnd|gridColumnStart|gridRow|gridRowEnd|gridRowStart|lineClamp|lineHeight|opacity|order|orphans|scale|tabSize|widows|zIndex|zoom|fillOpacity|floodOpacity|stopOpacity|strokeOpacity|strokeMiterlimit|strokeWidth)$/;

const FRAGMENT = Symbol.for('react.fragment');
const CLIENT_REFERENCE = Symbol.for('react.client.reference');

type Element = { type: unknown; props: Record<string, unknown> };

function renderNode(node: ReactNode, inSvg: boolean): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeText(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (typeof node === 'object' && Symbol.iterator in node) {
    let html = '';
    for (const child of node as Iterable<ReactNode>) html += renderNode(child, inSvg);
    return html;
  }
  if (typeof node === 'object' && 'type' in node && 'props' in node) {
    return renderElement(node as unknown as Element, inSvg);
  }
  throw new Error(`Static markup cannot render ${Object.prototype.toString.call(node)}`);
}

function renderElement({ type, props }: Element, inSvg: boolean): string {
  if (type === FRAGMENT) return renderNode(props.children as ReactNode, inSvg);
  if (typeof type === 'string') return renderHostElement(type, props, inSvg || type === 'svg');
  // Static inside static markup is already static: its child as it is, without a second marker.
  if ((type as { staticChildren?: boolean }).staticChildren) {
    return renderNode(props.children as ReactNode, inSvg);
  }
  if (typeof type === 'function' && (type as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE) {
    const output: unknown = (type as (props: unknown) => unknown)(props);
    if (output instanceof Promise) throw new Error(`${componentName(type)} is async: not static`);
    return renderNode(output as ReactNode, inSvg);
  }
  throw new Error(`${componentName(type)} is interactive: render it outside static markup`);
}

function renderHostElement(tag: string, props: Record<string, unknown>, inSvg: boolean): string {
  let attributes = '';
  for (const [name, value] of Object.entries(props)) {
    if (REACT_ONLY_PROPS.has(name) || IGNORED_PROPS.has(name)) continue;
    if (typeof value === 'function') {
      throw new Error(`<${tag} ${name}> has a handler: render it outside static markup`);
    }
    attributes += attribute(name, value, inSvg);
  }
  if (VOID_ELEMENTS.has(tag)) return `<${tag}${attributes}>`;
  const inner = props.dangerouslySetInnerHTML as { __html: string } | undefined;
  if (!inner && (tag === 'script' || tag === 'style') && props.children !== undefined) {
    throw new Error(`<${tag}> text in static markup must come through dangerouslySetInnerHTML`);
  }
  const content = inner ? inner.__html : renderNode(props.children as ReactNode, inSvg);
  return `<${tag}${attributes}>${content}</${tag}>`;
}

function attribute(name: string, value: unknown, inSvg: boolean): string {
  if (value === null || value === undefined) return '';
  const attributeName =
    ATTRIBUTE_NAMES[name] ?? (inSvg && SVG_HYPHENATED.test(name) ? hyphenate(name) : name);
  if (name === 'style') {
    const css = styleText(value as CSSProperties);
    return css ? ` style='${escapeAttribute(css)}'` : '';
  }
  const ariaOrData = name.startsWith('aria-') || name.startsWith('data-');
  if (typeof value === 'boolean' && !ariaOrData) {
    if (BOOLEAN_ATTRIBUTES.has(name)) return value ? ` ${attributeName}` : '';
    return value ? ` ${attributeName}='true'` : '';
  }
  if (typeof value === 'object') throw new Error(`<… ${name}> is an object: not an attribute`);
  return ` ${attributeName}='${escapeAttribute(String(value))}'`;
}

function styleText(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([property, value]) => {
      const name = property.startsWith('--') ? property : hyphenate(property);
      const unit =
        typeof value === 'number' && value !== 0 && !UNITLESS_STYLES.test(property) ? 'px' : '';
      return `${name}:${String(value)}${unit}`;
    })
    .join(';');
}

// The payload escapes each `&`, `<` and `>` again as six bytes (\u0026): an ampersand is
// escaped only where it could start a character reference (not in `[&_li]:…` classes).
const AMBIGUOUS_AMPERSAND = /&(?=[#A-Za-z0-9])/g;

const escapeText = (text: string) =>
  text.replace(AMBIGUOUS_AMPERSAND, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Attribute values go in single quotes: the string travels inside the RSC payload's JSON, inside
 * a JavaScript string, where every double quote would be escaped twice (`\\\"`, four bytes).
 */
const escapeAttribute = (value: string) =>
  value.replace(AMBIGUOUS_AMPERSAND, '&amp;').replace(/'/g, '&#39;');

const hyphenate = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function componentName(type: unknown): string {
  if (typeof type === 'function') return type.name || 'A component';
  if (typeof type === 'symbol') return type.toString();
  return 'A component';
}
