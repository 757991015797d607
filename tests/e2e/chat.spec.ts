import type { Page } from '@playwright/test';
import { expect, test } from './returning-visitor';
import { isAvailableInIst } from '@/components/chat/availability';
import { brandColors } from '@/content/brand';
import { company } from '@/content/company';
import { contentUnder, expectNoAxeViolations } from './helpers';

const WELCOME = 'Hi there! How can we help you today? 👋';
const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with us on WhatsApp' });
/** The button whether or not it is shown at this scroll position. */
const chatButtonInPage = (page: Page) =>
  page.getByRole('button', { name: 'Chat with us on WhatsApp', includeHidden: true });

/** The visitor's first key press mounts the widget. One pressed before hydration reaches no listener: press until one answers. */
async function firstKeyPress(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(chatButtonInPage(page)).toBeAttached({ timeout: 1000 });
  }).toPass();
}

test('the widget is not in the first-load scripts: it arrives once the page is idle', async ({
  newVisitor: page,
  request,
}) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  await page.goto('/about');
  await expect(chatButtonInPage(page)).toBeAttached(); // no interaction: the idle callback brought it
  await expect(chatButton(page)).toBeInViewport();

  // The button's chunk; the panel's own chunk and its copy (/api/chat) wait for the first hover,
  // focus or click: the page carries only the button's name.
  const widgetChunks: string[] = [];
  for (const script of scripts)
    if ((await script.body).includes('data-chat-button'))
      widgetChunks.push(new URL(script.url).pathname);
  expect(widgetChunks.length).toBeGreaterThan(0);
  const html = await (await request.get('/about')).text();
  expect(html).not.toContain('data-chat-button');
  expect(html).not.toContain(WELCOME);
  for (const chunk of widgetChunks) expect(html).not.toContain(chunk);
});

test('the first interaction loads the widget when the page never goes idle', async ({
  newVisitor: page,
}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0; // a page that is never idle
  });
  await page.goto('/about');
  // Settled: loaded, and nothing fetched for a while; the widget's code was not among it.
  await page.waitForLoadState('networkidle');
  await expect(chatButtonInPage(page)).toHaveCount(0);
  await firstKeyPress(page);
  await expect(chatButton(page)).toBeInViewport();
});

test(
  'the button is there from the first screen and covers no text at any scroll position',
  { tag: '@viewports' },
  async ({ returningVisitor: page }) => {
    await page.goto('/about');
    await firstKeyPress(page);
    await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
    const box = (await chatButton(page).boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24); // WCAG 2.2 target size
    // In the brand's colours, not a third one (its name says WhatsApp).
    const palette = Object.values(brandColors).map((hex) => {
      const [red, green, blue] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
      return `rgb(${red}, ${green}, ${blue})`;
    });
    expect(palette).toContain(
      await chatButton(page).evaluate((button) => getComputedStyle(button).backgroundColor),
    );
    expect(await contentUnder(page, '[data-chat-button]')).toEqual([]);
  },
);

test(
  'opens by keyboard, shows the hours and who is there, and closes with Escape',
  { tag: '@viewports' },
  async ({ returningVisitor: page }) => {
    await page.goto('/about');
    const button = chatButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: company.name });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText(WELCOME)).toBeVisible();
    await expect(panel.getByRole('link', { name: `Call ${company.phone}` })).toHaveAttribute(
      'href',
      `tel:+${company.phone.replace(/\D/g, '')}`,
    );
    await expect(panel.getByText('Monday - Friday, 9:00 AM - 6:00 PM IST')).toBeVisible();
    const availability = isAvailableInIst(company.officeHours)
      ? 'We’re available now'
      : 'We’re offline right now: leave a message and we’ll reply when we’re back';
    await expect(panel.getByText(availability)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
);

test('sending a message opens WhatsApp in a new tab with the message', async ({
  newVisitor: page,
  context,
}) => {
  // No internet here: answer for wa.me so the new tab settles on the address it was given.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.goto('/about');
  await chatButton(page).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: company.name });
  await panel.getByLabel('Your message').focus();
  const message = 'Need 5 Java developers, urgently.';
  await page.keyboard.type(message);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Start chat on WhatsApp' })).toBeFocused();

  const newTab = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const whatsapp = await newTab;
  await whatsapp.waitForLoadState();
  expect(whatsapp.url()).toBe(
    `https://wa.me/${company.phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`,
  );
  expect(await whatsapp.evaluate(() => window.opener)).toBeNull();
});

test('at 1280 × 720 with the cookie banner up, no section dot is under the button, focused or not', async ({
  newVisitor: page,
}) => {
  // After beforeEach's consent: this visitor has not answered yet.
  await page.addInitScript(() => window.localStorage.removeItem('cookieConsent'));
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const path of ['/', '/services/permanent-staffing', '/services/contract-staffing']) {
    await page.goto(path);
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(chatButton(page)).toBeInViewport();
    const button = (await chatButton(page).boundingBox())!;
    const bannerTop = (await banner.boundingBox())!.y;
    expect(button.y + button.height).toBeLessThanOrEqual(bannerTop);
    const dots = page.getByRole('navigation', { name: 'Page sections' }).getByRole('link');
    expect(await dots.count()).toBeGreaterThan(2);
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!;
      // With the 3 px focus outline 2 px away.
      const bottom = box.y + box.height + 5;
      expect([path, bottom <= button.y || box.y - 5 >= button.y + button.height]).toEqual([
        path,
        true,
      ]);
      expect(bottom).toBeLessThanOrEqual(bannerTop);
    }
  }
});
