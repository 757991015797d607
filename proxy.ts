import { NextResponse, type NextRequest } from 'next/server';
import { pages } from '@/content/pages';
import { decideRoute } from '@/lib/routing';

const knownPaths: ReadonlySet<string> = new Set(pages.map((page) => page.path));

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = decideRoute(pathname, search, knownPaths);
  if (decision.kind === 'next') return NextResponse.next();
  return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
}

export const config = {
  // Everything except API routes, Next internals, metadata routes and files with an extension.
  // Names are anchored with `$` so that e.g. /iconic or /apiary still reach the proxy.
  matcher: [
    '/((?!(?:api|_next)(?:/|$)|(?:sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|favicon\\.ico|(?:opengraph|twitter)-image|(?:apple-)?icon)$|.*\\.[a-zA-Z0-9]+$).*)',
  ],
};
