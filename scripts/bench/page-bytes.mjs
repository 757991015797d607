import { get } from 'node:http';
import { gzipSync } from 'node:zlib';

/** The document a page answers with, as bytes. */
function fetchHtml(url) {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: HTTP ${response.statusCode}`));
        return;
      }
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Inline scripts as `{ json, text }`: `json` for data blocks (JSON-LD), which never run. */
const inlineScripts = (html) =>
  [...html.matchAll(/<script\b((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/gi)].map(
    ([, attributes, text]) => ({
      json: /type="application\/(?:ld\+)?json"/.test(attributes),
      text,
    }),
  );
const bytesOf = (scripts) =>
  scripts.reduce((sum, script) => sum + Buffer.byteLength(script.text), 0);
const isPayload = (script) => script.text.startsWith('self.__next_f');

/**
 * What a page's document weighs, and how much of it is the RSC payload (the contents of the
 * inline `self.__next_f.push(...)` scripts the framework parses again to hydrate), as bytes in
 * the HTML. Deterministic: the same build gives the same figures on any machine.
 * @param {string} url
 */
export async function measurePageBytes(url) {
  const body = await fetchHtml(url);
  const html = body.toString('utf8');
  const scripts = inlineScripts(html);
  const payload = scripts.filter(isPayload);
  return {
    htmlBytes: body.length,
    // The level the server sends it at (Next's compression is gzip's default).
    htmlGzipBytes: gzipSync(body).length,
    rscPayloadBytes: bytesOf(payload),
    rscPayloadScripts: payload.length,
    otherInlineScriptBytes: bytesOf(scripts.filter((script) => !script.json && !isPayload(script))),
    jsonLdBytes: bytesOf(scripts.filter((script) => script.json)),
  };
}
