import { NextResponse, type NextRequest } from 'next/server';
import { knownRoutes } from '@/lib/cms/known-paths';
import { isEditorPath } from '@/lib/http/editor-paths';
import { editorPolicy, pageContentSecurityPolicy } from '@/lib/http/page-csp';
import { tooManySearchesPage } from '@/lib/http/too-many-searches';
import { indexNowKeyFileRoute } from '@/lib/indexnow-key-file';
import { consumeExpensive } from '@/lib/memory-limits';
import { decideRoute } from '@/lib/routing';

/** The careers page's search parameters: with any of them it is rendered per request. */
const SEARCH_PARAMS = ['q', 'location', 'type', 'page'];

/**
 * A /careers search is a job search like GET /api/jobs and counts against the same per-client
 * limit (RATE_LIMIT_JOB_SEARCH); over it, a 429 page instead of the rendering. Null to go on.
 */
async function limitCareersSearch(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname !== '/careers' || !SEARCH_PARAMS.some((name) => searchParams.has(name))) return null;
  const wait = await consumeExpensive('jobSearch', request);
  if (wait === null) return null;
  return new NextResponse(tooManySearchesPage(wait), {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(wait),
    },
  });
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isEditorPath(pathname)) {
    const editor = NextResponse.next();
    editor.headers.set('Content-Security-Policy', editorPolicy);
    return editor;
  }
  const keyFile = indexNowKeyFileRoute(pathname);
  if (keyFile) return NextResponse.rewrite(new URL(keyFile, request.url));
  const decision = decideRoute(pathname, search, knownRoutes());
  const response =
    decision.kind === 'next'
      ? ((await limitCareersSearch(request)) ?? NextResponse.next())
      : NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  // Replaces next.config.ts's provider-free policy: this one is made from the run-time environment.
  response.headers.set('Content-Security-Policy', pageContentSecurityPolicy);
  return response;
}

export const config = {
  // Every document: everything except API routes (the site's /api and the editor's /cms-api), Next internals, files in public/ (the images/ and
  // icons/ folders, the two manifest icons), metadata routes, the social cards under /og and
  // /.well-known/ (security.txt; files machines ask for by exact name must answer, or 404, never be
  // sent home). Other paths with an extension (/index.php, /old-page.html: leftovers of the previous
  // site) reach the proxy and go home. Names are anchored with `$` or `/` so that e.g. /iconic or
  // /apiary still reach the proxy. What is left out gets next.config.ts's provider-free CSP.
  matcher: [
    '/((?!(?:api|cms-api|_next|images|icons|og|\\.well-known)(?:/|$)|(?:sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|favicon\\.ico|icon-\\d+\\.png|(?:apple-)?icon(?:\\.(?:svg|png))?)$).*)',
  ],
};
