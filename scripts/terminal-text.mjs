// What the operators' commands print of visitors' text (names, messages, error texts, element
// descriptions): never a control character a terminal would act on. ESC starts the sequences
// that erase lines, move the cursor, make links (OSC 8) or write the clipboard (OSC 52); U+009B
// is a one-character CSI; CR, BS and DEL overwrite what was printed; bidirectional overrides
// reorder it. Each becomes a visible '�'; a newline stays only where the layout allows one.

const REPLACEMENT = '\uFFFD';
/** Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const isBidiControl = (code) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
/** C0 controls, DEL and the C1 controls. */
const isControl = (code) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * `text` safe to print in a terminal; with `indent`, each newline is kept and followed by it, so
 * a visitor's line can never pass for one of the command's own lines.
 */
export function printable(text, { indent } = {}) {
  let out = '';
  for (const char of String(text ?? '')) {
    const code = char.codePointAt(0);
    if (char === '\n' && indent !== undefined) out += `\n${indent}`;
    else out += isControl(code) || isBidiControl(code) ? REPLACEMENT : char;
  }
  return out;
}

/**
 * `value` as JSON safe to print: JSON escapes C0 itself; DEL, C1 and bidirectional controls are
 * escaped here too (\u00XX), so the data stays exactly what was stored.
 */
export function printableJson(value) {
  let out = '';
  for (const char of JSON.stringify(value, null, 2)) {
    const code = char.codePointAt(0);
    // The only raw newlines are the layout's: JSON.stringify escapes those inside strings.
    const escape = code !== 0x0a && (isControl(code) || isBidiControl(code));
    out += escape ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return out;
}

/** Every string of a row made printable (for console.table). */
export const printableRow = (row) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      printable(key),
      typeof value === 'string' ? printable(value) : value,
    ]),
  );
