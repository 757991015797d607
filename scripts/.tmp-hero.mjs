import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/wt/pictures/scripts/bench/chromium.mjs';
const [out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [name, viewport, clipH] of [['d', { width: 1280, height: 800 }, 800], ['m', { width: 390, height: 844 }, 1500]]) {
  const ctx = await browser.newContext({ viewport });
  await ctx.addInitScript(() => { sessionStorage.setItem('splashShown', '1'); localStorage.setItem('cookie-consent', JSON.stringify({necessary:true})); });
  const page = await ctx.newPage();
  for (const p of paths) {
    await page.goto('http://localhost:4400' + p, { waitUntil: 'load', timeout: 180000 });
    await page.addStyleTag({ content: 'nextjs-portal, [role=dialog][aria-label*=privacy i], #cookie-banner { display:none !important }' });
    await page.waitForTimeout(300);
    const f = `${out}/${name}${p.replaceAll('/', '_')}.png`;
    await page.screenshot({ path: f, clip: { x: 0, y: 0, width: viewport.width, height: clipH }, fullPage: true });
    console.log(f);
  }
  await ctx.close();
}
await browser.close();
