// A Windows icon file (.ico) holding PNG images: an ICONDIR header (6 bytes), one 16-byte
// ICONDIRENTRY per image, then the PNGs.
const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** The .ico of `images` (`{ size, data }`, `data` a PNG of size × size). */
export function icoFile(images) {
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    // 0 stands for 256 pixels.
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}
