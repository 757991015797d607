/**
 * Whether a value is an address on this site: one `/`, followed by neither `/` nor `\` (browsers
 * read `//host` and `/\host` as another site), and no white space or control character (a URL
 * parser drops tabs and line breaks, so `/<tab>/host` becomes `//host`).
 */
export function isInternalPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    // eslint-disable-next-line no-control-regex
    /^\/(?![/\\])[^\s\u0000-\u001f\u007f]*$/.test(value)
  );
}
