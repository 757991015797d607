import { NextResponse, type NextRequest } from 'next/server';
import { pages } from '@/content/pages';
import { indexNowKeyFileRoute } from '@/lib/indexnow-key-file';
import { decideRoute } from '@/lib/routing';

const knownPaths: ReadonlySet<string> = new Set(pages.map((page) => page.path));

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const keyFile = indexNowKeyFileRoute(pathname);
  if (keyFile) return NextResponse.rewrite(new URL(keyFile, request.url));
  const decision = decideRoute(pathname, search, knownPaths);
  if (decision.kind === 'next') return NextResponse.next();
  return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
}

export const config = {
  // Everything except API routes, Next internals, files in public/ (the images/ and icons/ folders, the two
  // manifest icons), metadata routes, the social cards under /og and /.well-known/ (security.txt; files
  // machines ask for by exact name must answer, or 404, never be sent home). Other paths with an extension
  // (/index.php, /old-page.html: leftovers of the previous site) reach the proxy and go home.
  // Names are anchored with `$` or `/` so that e.g. /iconic or /apiary still reach the proxy.
  matcher: [
    '/((?!(?:api|_next|images|icons|og|\\.well-known)(?:/|$)|(?:sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|favicon\\.ico|icon-\\d+\\.png|(?:apple-)?icon(?:\\.(?:svg|png))?)$).*)',
  ],
};
