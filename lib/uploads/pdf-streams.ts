import 'server-only';
import { inflateSync } from 'node:zlib';

/** What a resume's object and cross-reference streams may inflate to, all together. */
const MAX_STRUCTURE_INFLATED_BYTES = 32 * 1024 * 1024;
/** What all of a resume's streams (pages, fonts, structure) may inflate to, all together. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** How far back from its `stream` keyword a stream's dictionary may begin. */
const DICTIONARY_WINDOW = 4096;

const STRUCTURE_TYPE = /\/Type\s*\/(?:ObjStm|XRef)\b/;
/** Filters that make more bytes than they read, by far: a second one could multiply the first. */
const EXPANDING_FILTER = /\/(?:FlateDecode|LZWDecode|RunLengthDecode|Fl|LZW|RL)\b/g;

/**
 * Whether the streams of a PDF that `counted` picks by their dictionary stay within `budget`
 * bytes inflated, all together: each is inflated here first with zlib's hard output cap, from
 * its start to wherever its deflate data ends (so no /Length, true or false, can hide more).
 * A counted stream with an expanding filter other than one FlateDecode first (a second layer
 * could multiply the first) is refused.
 */
function inflatedWithin(
  bytes: Uint8Array,
  counted: (dictionary: string) => boolean,
  budget: number,
): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  for (let at = text.indexOf('stream'); at !== -1; at = text.indexOf('stream', at + 6)) {
    if (text.slice(at - 3, at) === 'end') continue;
    const before = text.slice(Math.max(0, at - DICTIONARY_WINDOW), at);
    const dictionary = before.slice(before.lastIndexOf(' obj') + 1);
    if (!counted(dictionary) || !/\/Filter/.test(dictionary)) continue;
    const filter = dictionary.match(/\/Filter\s*(\[[^\]]*\]|\/\w+)/)?.[1] ?? '';
    const expanding = filter.match(EXPANDING_FILTER) ?? [];
    if (!expanding.length) continue;
    const first = filter.match(/\/\w+/)?.[0];
    if (expanding.length > 1 || (first !== '/FlateDecode' && first !== '/Fl')) return false;
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

/**
 * Whether the streams a PDF parser inflates while it reads the file's structure (object streams
 * and cross-reference streams) stay within MAX_STRUCTURE_INFLATED_BYTES.
 */
export const structureStreamsWithinBound = (bytes: Uint8Array) =>
  inflatedWithin(
    bytes,
    (dictionary) => STRUCTURE_TYPE.test(dictionary),
    MAX_STRUCTURE_INFLATED_BYTES,
  );

/**
 * Whether every stream (the pages' text, fonts, structure) stays within MAX_INFLATED_BYTES: a
 * resume's text is read only from a file that passes, so a deflate bomb on a page never
 * reaches PDF.js.
 */
export const streamsWithinBound = (bytes: Uint8Array) =>
  inflatedWithin(bytes, () => true, MAX_INFLATED_BYTES);
