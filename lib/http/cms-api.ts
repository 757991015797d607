import 'server-only';
import type { NextRequest } from 'next/server';
import { cms } from '@/lib/cms/payload';
import { graphqlRefusal, restRefusal, type Refusal } from './cms-api-checks';
import { readEditorBody } from './editor-body';

/**
 * Whether the request carries a valid login of an editor or admin: Payload checks the token (its
 * signature, expiry and session) or the cookie (from the site's own origin only), as it will again
 * when it answers. Without either, no look-up at all.
 */
async function isLoggedIn(request: NextRequest): Promise<boolean> {
  if (!request.headers.has('authorization') && !request.cookies.has('payload-token')) return false;
  const { user } = await (await cms()).auth({ headers: request.headers, canSetHeaders: false });
  return Boolean(user);
}

const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status });

/**
 * Every answer of the CMS's API is one person's (a login's token, a draft, a user record): never
 * stored by a browser or a cache in between. Payload's 501 for a route it does not have is a 404.
 */
function forOnePerson(response: Response): Response {
  const status = response.status === 501 ? 404 : response.status;
  const mine = new Response(response.body, {
    status,
    statusText: status === response.status ? response.statusText : 'Not Found',
    headers: response.headers,
  });
  mine.headers.set('Cache-Control', 'no-store');
  return mine;
}

type Handler<Context> = (request: NextRequest, context: Context) => Promise<Response>;

/**
 * A route of the CMS's REST API (`kind: 'rest'`) or its GraphQL endpoint: the body read within
 * the limit a verified login allows (lib/http/editor-body.ts), a malformed request refused with a
 * 4xx before Payload parses it (lib/http/cms-api-checks.ts), GraphQL without a login only to sign in,
 * and every answer `no-store`.
 */
export function cmsApi<Context>(kind: 'rest' | 'graphql', handler: Handler<Context>) {
  return async (request: NextRequest, context: Context): Promise<Response> => {
    const loggedIn = await isLoggedIn(request);
    // GraphQL over HTTP's own type: a query that does not validate is a 400, not a 200.
    const accept =
      kind === 'graphql'
        ? { accept: 'application/graphql-response+json, application/json' }
        : undefined;
    const read = await readEditorBody(request, async () => loggedIn, accept);
    if (read instanceof Response) return forOnePerson(read);
    const contentType = request.headers.get('content-type') ?? '';
    let refusal: Refusal | null;
    if (kind === 'graphql') {
      // Without a login only signing in (the editor's screens use REST for everything else).
      refusal = graphqlRefusal(contentType, read.body, loggedIn);
    } else {
      refusal = await restRefusal(request.method, new URL(request.url), contentType, read.body);
    }
    if (refusal) return forOnePerson(answer(refusal.status, refusal.message));
    return forOnePerson(await handler(read.request, context));
  };
}
