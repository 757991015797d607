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
  matcher: ['/((?!api/|_next/|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|opengraph-image|icon|apple-icon|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
