/** The server's bounds on a DOCX (lib/uploads/docx.ts): entries, and what they inflate to together. */
const MAX_ENTRIES = 1000;
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record (22 bytes) plus the longest comment a ZIP may carry. */
const END_WINDOW = 22 + 0xffff;

/**
 * Whether a ZIP's central directory lists at most MAX_ENTRIES entries whose declared sizes add up
 * to at most MAX_INFLATED_BYTES; read before anything is inflated, so a zip bomb is refused
 * before the DOCX parser sees it (the parser also stops an entry that inflates past its size).
 */
export function docxWithinBounds(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_WINDOW); at -= 1)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) return false;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count > MAX_ENTRIES) return false;
  let declared = 0;
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return false;
    declared += view.getUint32(at + 24, true);
    if (declared > MAX_INFLATED_BYTES) return false;
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return true;
}
