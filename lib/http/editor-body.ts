import 'server-only';
import { NextRequest } from 'next/server';
import { MULTIPART_MAX_BYTES, readCappedBody } from './body';

/** A login or a password reset: all that someone who is not a logged-in editor may send. */
const ANONYMOUS_MAX_BYTES = 16 * 1024;
/** An editor's save: a long article's rich text, as JSON. */
const EDITOR_JSON_MAX_BYTES = 2 * 1024 * 1024;

function limitFor(request: NextRequest, editor: boolean): number {
  if (!editor) return ANONYMOUS_MAX_BYTES;
  const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
  // An upload: the media collection's file limit and the form around it.
  return multipart ? MULTIPART_MAX_BYTES : EDITOR_JSON_MAX_BYTES;
}

/** A request whose body has been read: the bytes, and the same request to hand on. */
export type ReadRequest = { request: NextRequest; body: Uint8Array<ArrayBuffer> };

/**
 * Payload reads a request's whole body before it checks who sent it. This reads it first, within
 * a limit that depends on whether `isEditor` found a valid login on it (a token or cookie that
 * merely looks like one gets a stranger's 16 KB), and answers 413 past it without reading the
 * rest. Otherwise the body and the same request with the body already read (and `headers` set).
 */
export async function readEditorBody(
  request: NextRequest,
  isEditor: (request: NextRequest) => Promise<boolean>,
  headers: Record<string, string> = {},
): Promise<ReadRequest | Response> {
  const max = limitFor(request, await isEditor(request));
  const body = await readCappedBody(request, max);
  if (body === 'too-large') {
    return Response.json(
      { errors: [{ message: `The request is larger than ${max} bytes.` }] },
      { status: 413, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const sent = new Headers(request.headers);
  for (const [name, value] of Object.entries(headers)) sent.set(name, value);
  const read = new NextRequest(request.url, {
    method: request.method,
    headers: sent,
    body: body.byteLength > 0 ? body : undefined,
    signal: request.signal,
  });
  return { request: read, body };
}
