import 'server-only';

/** Request size caps, checked before anything is parsed. */
export const JSON_MAX_BYTES = 32 * 1024;
export const MULTIPART_MAX_BYTES = 6 * 1024 * 1024;

/**
 * Hands each chunk of the body (of a request, or of a response fetched upstream) to `take` as it
 * arrives, never more than `max` bytes in all whatever Content-Length says (it may be absent or
 * lie): 'too-large' as soon as either says more, without reading the rest; 'stopped' when `take`
 * answers false (the reader is cancelled too).
 */
export async function streamCappedBody(
  request: Pick<Request, 'headers' | 'body'>,
  max: number,
  take: (chunk: Uint8Array) => boolean | Promise<boolean>,
): Promise<'done' | 'too-large' | 'stopped'> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return 'too-large';
  if (!request.body) return 'done';
  const reader = request.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return 'done';
    size += value.byteLength;
    const outcome = size > max ? 'too-large' : (await take(value)) ? undefined : 'stopped';
    if (outcome) {
      await reader.cancel().catch(() => {});
      return outcome;
    }
  }
}

/** The whole body, read within `max` bytes as above. */
export async function readCappedBody(
  request: Pick<Request, 'headers' | 'body'>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const chunks: Uint8Array[] = [];
  const read = await streamCappedBody(request, max, (chunk) => chunks.push(chunk) > 0);
  return read === 'too-large' ? read : new Uint8Array(Buffer.concat(chunks));
}

/** The same, decoded as UTF-8 text. */
export async function readCappedText(request: Request, max: number): Promise<string | 'too-large'> {
  const body = await readCappedBody(request, max);
  return body === 'too-large' ? body : new TextDecoder().decode(body);
}
