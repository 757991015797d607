// Just enough multipart/form-data parsing for the fake admin API: text fields and files.
export function parseMultipart(raw, contentType) {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const fields = {};
  const files = [];
  if (!boundary) return { fields, files };
  const delimiter = Buffer.from(`--${boundary}`);
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = raw.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = part.subarray(0, split).toString('utf8');
      const data = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
      const filename = /filename="([^"]*)"/i.exec(head)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream';
      if (filename !== undefined) files.push({ name, filename, contentType: type, data });
      else fields[name] = data.toString('utf8');
    }
    start = next;
  }
  return { fields, files };
}
