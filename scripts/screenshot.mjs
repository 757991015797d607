// Screenshots of pages at desktop and phone sizes, for a person to look at.
// Usage: node scripts/screenshot.mjs [baseUrl] [outDir] path...
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.mjs';

const [base = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'load' });
    if (process.env.FULL === '1') {
      // Scroll through once so lazy images load and scroll-reveal content is shown.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        document.documentElement.removeAttribute('data-reveal');
        window.scrollTo(0, 0);
      });
    }
    await page.waitForTimeout(400);
    const file = `${outDir}/${name}${path.replaceAll('/', '_') || '_'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
