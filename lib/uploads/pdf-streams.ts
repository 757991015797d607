import 'server-only';
import { inflateSync } from 'node:zlib';

/** What a resume's object and cross-reference streams may inflate to, all together. */
const MAX_STRUCTURE_INFLATED_BYTES = 32 * 1024 * 1024;

/** How far back from its `stream` keyword a stream's dictionary may begin. */
const DICTIONARY_WINDOW = 4096;

const STRUCTURE_TYPE = /\/Type\s*\/(?:ObjStm|XRef)\b/;
const ONE_FLATE_FILTER = /\/Filter\s*(?:\[\s*)?\/FlateDecode\s*\]?/;

/**
 * Whether the streams a PDF parser inflates while it reads the file (object streams and
 * cross-reference streams) stay within MAX_STRUCTURE_INFLATED_BYTES: each is inflated here
 * first with zlib's hard output cap, from its start to wherever its deflate data ends (so no
 * /Length, true or false, can hide more). A structure stream with any filter but one
 * FlateDecode (a second layer could multiply the first) is refused.
 */
export function structureStreamsWithinBound(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  let budget = MAX_STRUCTURE_INFLATED_BYTES;
  for (let at = text.indexOf('stream'); at !== -1; at = text.indexOf('stream', at + 6)) {
    if (text.slice(at - 3, at) === 'end') continue;
    const before = text.slice(Math.max(0, at - DICTIONARY_WINDOW), at);
    const dictionary = before.slice(before.lastIndexOf(' obj') + 1);
    if (!STRUCTURE_TYPE.test(dictionary) || !/\/Filter/.test(dictionary)) continue;
    const filter = dictionary.match(/\/Filter\s*(\[[^\]]*\]|\/\w+)/)?.[0] ?? '';
    if (!ONE_FLATE_FILTER.test(filter) || (filter.match(/\/\w+Decode/g) ?? []).length !== 1)
      return false;
    const start = at + 6 + (text.startsWith('\r\n', at + 6) ? 2 : text[at + 6] === '\n' ? 1 : 0);
    try {
      budget -= inflateSync(bytes.subarray(start), { maxOutputLength: Math.max(1, budget) }).length;
    } catch (error) {
      // Past the cap; any other error (data that is not deflate) is the parser's to judge.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
    }
    if (budget < 0) return false;
  }
  return true;
}
