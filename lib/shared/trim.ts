/**
 * `text` without the characters that `unwanted` (a one-character pattern) matches at its end. A
 * loop, not `/[…]+$/`: such a pattern restarts at every character of a long run of them and takes
 * quadratic time.
 */
export function trimEnd(text: string, unwanted: RegExp): string {
  let end = text.length;
  while (end > 0 && unwanted.test(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/** The same at both ends. */
export function trimBoth(text: string, unwanted: RegExp): string {
  let start = 0;
  while (start < text.length && unwanted.test(text[start]!)) start += 1;
  return trimEnd(text.slice(start), unwanted);
}
