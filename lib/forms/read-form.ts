import 'server-only';
import { readCappedBody } from '@/lib/http/body';
import { mediaType } from '@/lib/http/origin';
import { readMultipart } from './multipart';
import type { PostedValues, ReadForm } from './posted';

/** The bodies a form may be posted as: the forms' fetch, or a browser's own form post. */
export const ENCODINGS = {
  json: 'application/json',
  urlencoded: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

export type Encoding = keyof typeof ENCODINGS;

/** The encoding of the request's body among those the form accepts; undefined for any other. */
export function encodingOf(request: Request, accepted: readonly Encoding[]): Encoding | undefined {
  const type = mediaType(request);
  const encoding = accepted.find((name) => ENCODINGS[name] === type);
  // A multipart body cannot be read without its boundary.
  if (encoding === 'multipart' && !/;\s*boundary=/i.test(request.headers.get('content-type')!))
    return undefined;
  return encoding;
}

function firstValues(entries: Iterable<[string, unknown]>): PostedValues {
  const values: PostedValues = {};
  for (const [name, value] of entries) if (!(name in values)) values[name] = value;
  return values;
}

/** A JSON body that is not an object still goes to the schema, which refuses it field by field. */
function jsonValues(text: string): PostedValues | undefined {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return undefined;
  }
  return input && typeof input === 'object' && !Array.isArray(input)
    ? (input as PostedValues)
    : { input };
}

/** Reads a form's body, never more than `maxBytes` of it whatever Content-Length says. */
export async function readForm(
  request: Request,
  encoding: Encoding,
  maxBytes: number,
): Promise<ReadForm> {
  if (encoding === 'multipart') return readMultipart(request, maxBytes);
  const body = await readCappedBody(request, maxBytes);
  if (body === 'too-large') return { ok: false, refusal: 'too-large' };
  const values =
    encoding === 'json'
      ? jsonValues(new TextDecoder().decode(body))
      : firstValues(new URLSearchParams(new TextDecoder().decode(body)).entries());
  return values ? { ok: true, values } : { ok: false, refusal: 'unreadable' };
}
