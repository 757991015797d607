// npm run bench:bytes: the deterministic part of the bench, in seconds and without Lighthouse:
// per page the document's bytes (raw and gzip), its RSC payload, inline scripts and JSON-LD,
// and the first-load JavaScript. Serves the last `npm run build` (.next/standalone) on
// BENCH_BYTES_PORT (3715), or measures BENCH_URL when set (a server already running).
// BENCH_PATHS as for `npm run bench`.
import { fileURLToPath } from 'node:url';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { measurePageBytes } from './page-bytes.mjs';
import { benchPages } from './page-list.mjs';
import { startServer } from '../../tests/support/processes.mjs';

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * One row per page, in KB: the table `npm run bench` and `npm run bench:bytes` print. Given the
 * empty app's first-load JavaScript (bytes), also how far each page is above it.
 */
export async function byteRows(site, pages, frameworkJsBytes) {
  const rows = [];
  for (const path of pages) {
    const bytes = await measurePageBytes(site + path);
    const firstLoad = await measureFirstLoadJs(site + path);
    rows.push({
      path,
      htmlKB: kb(bytes.htmlBytes),
      htmlGzipKB: kb(bytes.htmlGzipBytes),
      rscPayloadKB: kb(bytes.rscPayloadBytes),
      inlineScriptKB: kb(bytes.otherInlineScriptBytes),
      jsonLdKB: kb(bytes.jsonLdBytes),
      firstLoadJsKB: kb(firstLoad.gzipBytes),
      ...(frameworkJsBytes === undefined
        ? {}
        : { aboveFrameworkKB: kb(firstLoad.gzipBytes - frameworkJsBytes) }),
    });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_BYTES_PORT ?? 3715);
  const site = process.env.BENCH_URL?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
  const stop = process.env.BENCH_URL
    ? null
    : await startServer('node', ['scripts/start.mjs'], {
        env: { NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: '.bench/data', PORT: String(port) },
        readyUrl: `${site}/robots.txt`,
      });
  try {
    const { pages } = await benchPages(site);
    console.log('Document bytes (KB; gzip at the default level, first-load JavaScript as sent)');
    console.table(await byteRows(site, pages));
  } finally {
    await stop?.();
  }
}
