import type { ReactNode } from 'react';
import { company } from '@/content/company';

/** A page of its own that a route handler answers with: not indexed, styled inline, works without JavaScript. */
export function StandaloneDocument({
  title,
  styles,
  children,
}: {
  title: string;
  styles: string;
  children: ReactNode;
}) {
  return (
    <html lang="en-IN">
      {/* eslint-disable-next-line @next/next/no-head-element -- a document of its own, answered by a route handler */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${company.name}`}</title>
        <style>{styles}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}
