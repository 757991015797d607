import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * JavaScript a browser loads for a page because its HTML asks for it (`<script src>` other than
 * `nomodule`, `<link rel="preload" as="script">`, `<link rel="modulepreload">`), as the gzip
 * bytes the server sends. Chunks that code imports later (idle-time islands, link prefetches)
 * are not in the HTML, so they don't count.
 * @param {string} url
 * @returns {Promise<{ url: string, files: number, gzipBytes: number }>}
 */
export async function measureFirstLoadJs(url) {
  const html = (await fetchGzip(url)).body.toString('utf8');
  const scripts = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attrs = Object.fromEntries(
      [...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)]
        .slice(1)
        .map(([, name, value]) => [name.toLowerCase(), value ?? '']),
    );
    const isScript = tag.startsWith('<script') && attrs.src && !('nomodule' in attrs);
    const isPreload =
      attrs.rel === 'modulepreload' || (attrs.rel === 'preload' && attrs.as === 'script');
    if (isScript) scripts.add(new URL(attrs.src, url).href);
    else if (isPreload && attrs.href) scripts.add(new URL(attrs.href, url).href);
  }
  const sizes = await Promise.all(
    [...scripts].map(async (script) => (await fetchGzip(script)).wireBytes),
  );
  return { url, files: scripts.size, gzipBytes: sizes.reduce((sum, bytes) => sum + bytes, 0) };
}

/** The body as sent (gzip, counted in `wireBytes`) and decompressed. */
function fetchGzip(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ wireBytes: wire.length, body });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}
