import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './bench/chromium.mjs';
const [base, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['mobile', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: name === 'mobile' });
  await context.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
  const page = await context.newPage();
  const shot = async (label) => { await page.screenshot({ path: `${out}/${name}-${label}.png` }); console.log(label); };
  await page.goto(base + '/', { waitUntil: 'load' });
  await page.getByRole('region', { name: 'We value your privacy' }).waitFor({ timeout: 15000 });
  await page.waitForTimeout(800);
  await shot('home-banner');
  await page.getByRole('button', { name: 'Accept All' }).click();
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await page.waitForTimeout(300);
  await shot('hero-mid-fade');
  await page.waitForTimeout(1500);
  await shot('hero-slide2');
  await page.locator('#testimonials [aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  await shot('testimonials');
  await page.getByRole('button', { name: 'Next testimonial' }).click();
  await page.waitForTimeout(1000);
  await shot('testimonials-2');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  if (name === 'desktop') {
    await page.getByRole('banner').getByRole('button', { name: 'Enquiry Now' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForTimeout(80);
    await shot('menu-entering');
    await page.waitForTimeout(800);
    await shot('menu');
    const inMenu = page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Enquiry Now' });
    await inMenu.scrollIntoViewIfNeeded();
    const box = await inMenu.boundingBox();
    console.log('menu enquiry button box', JSON.stringify(box), await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.outerHTML.slice(0, 120), { x: box.x + box.width / 2, y: box.y + box.height / 2 }));
    await inMenu.focus();
    await page.keyboard.press('Enter');
  }
  await page.waitForTimeout(80);
  await shot('enquiry-entering');
  await page.waitForTimeout(800);
  await shot('enquiry');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(80);
  await shot('enquiry-exiting');
  await page.waitForTimeout(800);
  if (name === 'mobile') { await page.keyboard.press('Escape'); await page.waitForTimeout(800); }
  await page.getByRole('button', { name: 'Chat with us on WhatsApp' }).click();
  await page.waitForTimeout(800);
  await shot('chat');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(800);
  await page.goto(base + '/careers', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  await page.waitForTimeout(1200);
  await shot('application');
  await context.close();
}
await browser.close();
