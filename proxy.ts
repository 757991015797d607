import { NextResponse, type NextRequest } from 'next/server';
import { pages } from '@/content/pages';
import { pageContentSecurityPolicy } from '@/lib/http/page-csp';
import { indexNowKeyFileRoute } from '@/lib/indexnow-key-file';
import { decideRoute } from '@/lib/routing';

const knownPaths: ReadonlySet<string> = new Set(pages.map((page) => page.path));

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const keyFile = indexNowKeyFileRoute(pathname);
  if (keyFile) return NextResponse.rewrite(new URL(keyFile, request.url));
  const decision = decideRoute(pathname, search, knownPaths);
  const response =
    decision.kind === 'next'
      ? NextResponse.next()
      : NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  // Replaces next.config.ts's provider-free policy: this one is made from the run-time environment.
  response.headers.set('Content-Security-Policy', pageContentSecurityPolicy);
  return response;
}

export const config = {
  // Every document: everything except API routes, Next internals, files in public/ (the images/ and
  // icons/ folders, the two manifest icons), metadata routes, the social cards under /og and
  // /.well-known/ (security.txt; files machines ask for by exact name must answer, or 404, never be
  // sent home). Other paths with an extension (/index.php, /old-page.html: leftovers of the previous
  // site) reach the proxy and go home. Names are anchored with `$` or `/` so that e.g. /iconic or
  // /apiary still reach the proxy. What is left out gets next.config.ts's provider-free CSP.
  matcher: [
    '/((?!(?:api|_next|images|icons|og|\\.well-known)(?:/|$)|(?:sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|favicon\\.ico|icon-\\d+\\.png|(?:apple-)?icon(?:\\.(?:svg|png))?)$).*)',
  ],
};
