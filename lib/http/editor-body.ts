import 'server-only';
import { NextRequest } from 'next/server';
import { MULTIPART_MAX_BYTES, readCappedBody } from './body';

/** A login or a password reset: all that someone without an editor's cookie or token may send. */
const ANONYMOUS_MAX_BYTES = 16 * 1024;
/** An editor's save: a long article's rich text, as JSON. */
const EDITOR_JSON_MAX_BYTES = 2 * 1024 * 1024;

/** Payload's session cookie (the default prefix) or an API token. */
const hasCredentials = (request: NextRequest) =>
  request.headers.has('authorization') || request.cookies.has('payload-token');

function limitFor(request: NextRequest): number {
  if (!hasCredentials(request)) return ANONYMOUS_MAX_BYTES;
  const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
  // An upload: the media collection's file limit and the form around it.
  return multipart ? MULTIPART_MAX_BYTES : EDITOR_JSON_MAX_BYTES;
}

/**
 * Payload reads a request's whole body before it checks who sent it. This reads it first, within
 * a limit that depends on whether the request claims to be an editor's, and answers 413 past it
 * without reading the rest; `handler` gets the same request with the body already read.
 */
export function withEditorBodyLimit<Context>(
  handler: (request: NextRequest, context: Context) => Promise<Response>,
) {
  return async (request: NextRequest, context: Context): Promise<Response> => {
    const max = limitFor(request);
    const body = await readCappedBody(request, max);
    if (body === 'too-large') {
      return Response.json(
        { errors: [{ message: `The request is larger than ${max} bytes.` }] },
        { status: 413, headers: { 'Cache-Control': 'no-store' } },
      );
    }
    const read = new NextRequest(request.url, {
      method: request.method,
      headers: request.headers,
      body: body.byteLength > 0 ? body : undefined,
      signal: request.signal,
    });
    return handler(read, context);
  };
}
