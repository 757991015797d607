import 'server-only';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { streamCappedBody } from '@/lib/http/body';
import type { PostedValues, ReadForm } from './posted';

/**
 * The most a text part keeps: more than the longest field can hold in any characters (5,000 of
 * the cover letter in three-byte characters is 15,000 bytes). A longer part is cut here while it
 * streams, so no megabyte reaches the schema; what is kept (at least 5,461 characters) is still
 * over every field's limit, so the schema refuses it with that field's own message.
 */
export const TEXT_PART_MAX_BYTES = 16 * 1024;

type Parser = Writable & {
  on(event: 'field', listener: (name: string, value: string) => void): Parser;
  on(
    event: 'file',
    listener: (
      name: string,
      file: Readable,
      filename: string,
      encoding: string,
      type: string,
    ) => void,
  ): Parser;
  on(event: 'fieldsLimit' | 'filesLimit', listener: () => void): Parser;
};
type ParserOptions = {
  headers: { 'content-type': string };
  limits: Record<string, number>;
};
// Required, not imported: the package's types augment Node's Readable and break every 'data'
// listener in the project.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Busboy } = require('@fastify/busboy') as { Busboy: (options: ParserOptions) => Parser };

const LIMITS = { fieldSize: TEXT_PART_MAX_BYTES, fieldNameSize: 100, fields: 40, files: 1 };

/**
 * A multipart form parsed as it streams, within `maxBytes` in all: text parts as strings (cut as
 * above), the one file as a File; the first of repeated names. More parts or files than a form
 * has, or a malformed body, is refused.
 */
export async function readMultipart(request: Request, maxBytes: number): Promise<ReadForm> {
  let parser: Parser;
  try {
    parser = Busboy({
      headers: { 'content-type': request.headers.get('content-type')! },
      limits: { ...LIMITS, fileSize: maxBytes },
    });
  } catch {
    return { ok: false, refusal: 'unreadable' };
  }
  const values: PostedValues = {};
  let refusal: 'too-large' | 'unreadable' | undefined;
  const overLimit = () => (refusal ??= 'too-large');
  parser.on('field', (name, value) => {
    if (!(name in values)) values[name] = value;
  });
  parser.on('file', (name, stream, filename, _encoding, type) => {
    const chunks: Uint8Array[] = [];
    const first = !(name in values);
    if (first) values[name] = undefined;
    stream.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    stream.on('end', () => {
      if (first) values[name] = new File(chunks as BlobPart[], filename, { type });
    });
  });
  parser.on('fieldsLimit', overLimit).on('filesLimit', overLimit);
  const finished = once(parser, 'finish').catch(() => (refusal ??= 'unreadable'));

  const read = await streamCappedBody(request, maxBytes, async (chunk) => {
    if (!parser.write(chunk)) await Promise.race([once(parser, 'drain'), finished]);
    return !refusal;
  });
  if (read === 'done') {
    parser.end();
    await finished;
  } else parser.destroy();
  if (read === 'too-large') return { ok: false, refusal: read };
  return refusal ? { ok: false, refusal } : { ok: true, values };
}
