/**
 * JavaScript the browser downloads for a page up to its load event, as transferred (gzip)
 * bytes, read from Chromium's network events. Prefetches after the load event don't count.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ url: string, files: number, gzipBytes: number }>}
 */
export async function measureFirstLoadJs(browser, url) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  await context.addInitScript(() => window.sessionStorage.setItem('splashShown', '1'));
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  const scripts = new Set();
  let gzipBytes = 0;
  let loaded = false;
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  session.on('Network.loadingFinished', (event) => {
    if (!loaded && scripts.has(event.requestId)) gzipBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  await context.close();
  return { url, files: scripts.size, gzipBytes };
}
