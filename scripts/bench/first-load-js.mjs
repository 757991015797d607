/**
 * JavaScript the browser loads for a page because its HTML asks for it (parser- or
 * preload-initiated scripts, requested before the load event), as transferred (gzip) body bytes,
 * read from Chromium's network events. Idle-time imports and link prefetches, which script
 * code starts, don't count, however early a busy machine lets them run.
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
  await session.send('Page.enable');
  const requestedAt = new Map();
  const scripts = new Map();
  let loadAt = Infinity;
  session.on('Network.requestWillBeSent', (event) => {
    if (['parser', 'preload'].includes(event.initiator.type)) requestedAt.set(event.requestId, event.timestamp);
  });
  // Bytes received when the response starts are its headers: not JavaScript, and ours carry
  // a long CSP that would otherwise count against every chunk.
  const headerBytes = new Map();
  session.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scripts.set(event.requestId, 0);
    headerBytes.set(event.requestId, event.response.encodedDataLength);
  });
  session.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scripts.set(event.requestId, event.encodedDataLength - headerBytes.get(event.requestId));
  });
  session.on('Page.loadEventFired', (event) => {
    loadAt = Math.min(loadAt, event.timestamp);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000); // let in-flight responses finish before reading the totals
  await context.close();
  const firstLoad = [...scripts].filter(([id]) => (requestedAt.get(id) ?? Infinity) < loadAt);
  return { url, files: firstLoad.length, gzipBytes: firstLoad.reduce((sum, [, bytes]) => sum + bytes, 0) };
}
