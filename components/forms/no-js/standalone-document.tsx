import type { ReactNode } from 'react';
import { brandColors as colour } from '@/content/brand';

/** What every such page shares: the page, its heading, links and the one button. */
const baseStyles = `
body{font-family:system-ui,sans-serif;color:${colour.ink};max-width:40rem;margin:0 auto;padding:2rem 1rem;line-height:1.5}
h1{font-size:1.75rem}a{color:${colour['brand-purple-strong']}}
button{margin-top:1.5rem;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:${colour['brand-purple-strong']};color:#fff;font:inherit;font-weight:600}`;

/**
 * A page of its own that a route handler answers with: not indexed, styled inline, works without
 * JavaScript. `styles` adds to the shared rules.
 */
export function StandaloneDocument({
  title,
  siteName,
  styles = '',
  children,
}: {
  title: string;
  /** The company's name (renderPage gives it), after the title. */
  siteName: string;
  styles?: string;
  children: ReactNode;
}) {
  return (
    <html lang="en-IN">
      {/* eslint-disable-next-line @next/next/no-head-element -- a document of its own, answered by a route handler */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${siteName}`}</title>
        <style>{baseStyles + styles}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}
