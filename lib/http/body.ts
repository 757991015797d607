import 'server-only';

/** Request size caps, checked before anything is parsed. */
export const JSON_MAX_BYTES = 32 * 1024;
export const MULTIPART_MAX_BYTES = 6 * 1024 * 1024;

/**
 * The body (of a request, or of a response fetched upstream), read only up to `max` bytes
 * whatever Content-Length says (it may be absent or lie); 'too-large' as soon as either says
 * more, without reading the rest.
 */
export async function readCappedBody(
  request: Pick<Request, 'headers' | 'body'>,
  max: number,
): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return 'too-large';
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The same, decoded as UTF-8 text. */
export async function readCappedText(request: Request, max: number): Promise<string | 'too-large'> {
  const body = await readCappedBody(request, max);
  return body === 'too-large' ? body : new TextDecoder().decode(body);
}
