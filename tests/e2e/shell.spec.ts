import { expect, test } from './returning-visitor';
import { acceptCookies, allowMotion, expectNoAxeViolations, skipSplash } from './helpers';
import { SPLASH_MAX_MS } from '../../lib/shared/splash';
import { company } from '@/content/company';
import { readPublishedGlobal, readRecords } from './records';

const PUBLISHED = 'where[_status][equals]=published&pagination=false&depth=0';

test.describe('redirects', () => {
  // The whole matrix of rules is in lib/routing.test.ts; these prove the proxy applies them.
  const cases: [string, string, number][] = [
    ['/About', '/about', 308],
    ['/services/technology/rpa', '/services/robotics-process-automation', 308],
    ['/no-such-page', '/', 307],
    ['/index.php', '/', 307],
  ];
  for (const [from, to, status] of cases) {
    test(`${from} → ${to} (${status})`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
    });
  }

  test('API, files, sitemap and robots pass the proxy untouched', async ({ request }) => {
    expect((await request.get('/robots.txt', { maxRedirects: 0 })).status()).toBe(200);
    const sitemap = await request.get('/sitemap.xml', { maxRedirects: 0 });
    expect(sitemap.status()).toBe(200);
    const listed = await sitemap.text();
    // Every published page record: the CMS's pages and services.
    const [own, services] = await Promise.all([
      readRecords<{ path: string }>(request, `pages?${PUBLISHED}`),
      readRecords<{ slug: string }>(request, `services?${PUBLISHED}`),
    ]);
    const paths = [...own.map((page) => page.path), ...services.map((s) => `/services/${s.slug}`)];
    expect(paths.length).toBeGreaterThan(services.length);
    for (const path of paths.filter((entry) => entry !== '/'))
      expect.soft(listed).toContain(`${path}</loc>`);
    for (const file of [
      '/images/brand/logo-mark.svg',
      '/icon-192.png',
      '/favicon.ico',
      '/icon.svg',
      '/apple-icon.png',
      '/manifest.webmanifest',
    ]) {
      expect((await request.get(file, { maxRedirects: 0 })).status(), file).toBe(200);
    }
  });

  test('security.txt and the web app manifest name the company as its CMS global publishes it', async ({
    request,
  }) => {
    const published = await readPublishedGlobal<{
      name: string;
      email: string;
      description: string;
    }>(request, 'company');
    const securityTxt = await (await request.get('/.well-known/security.txt')).text();
    expect(securityTxt).toContain(`Contact: mailto:${published.email}\n`);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: published.name, description: published.description });
  });

  test('a path that merely starts with a metadata route name is still an unknown path', async ({
    request,
  }) => {
    const response = await request.get('/iconic', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/');
  });

  test('security headers are sent', async ({ request }) => {
    const headers = (await request.get('/')).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
    // The editor's colour-scheme hint (Payload) would make a browser fetch a first page twice.
    expect(headers['critical-ch']).toBeUndefined();
    expect(headers['accept-ch']).toBeUndefined();
  });
});

test('the home page logs no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await skipSplash(page);
  await page.goto('/', { waitUntil: 'load' });
  // The cookie banner and the carousel load once the page is idle: wait until the banner is up.
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible({
    timeout: 15_000,
  });
  expect(errors).toEqual([]);
});

test("the footer shows the visitor's year on 1 January, on a page pre-rendered the year before", async ({
  page,
}) => {
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-01T00:05:00`));
  await skipSplash(page);
  await page.goto('/privacy');
  await expect(page.locator('footer')).toContainText(`© ${nextYear} `);
});

test.describe('desktop header', () => {
  test('services mega-menu opens by keyboard, closes on Escape with focus returned, and on outside click', async ({
    returningVisitor: page,
  }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Services menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(
      `#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
    );
    await expect(panel.getByRole('link', { name: /IT Staffing/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /View all services/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // Tab from the open menu's button leads into the menu; Escape there returns to the button.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(10, 400);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the server marks the current page in the menu and its submenu', async ({
    returningVisitor: page,
  }) => {
    await page.goto('/services/it-staffing');
    const main = page.locator('header[data-site-header]').getByRole('navigation', { name: 'Main' });
    await expect(main.locator('> ul > li > a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(main.locator('#menu-services a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/services/it-staffing',
    );
    await expect(main.locator('#menu-products a[aria-current="page"]')).toHaveCount(0);
  });

  test('products dropdown closes on route change', async ({ returningVisitor: page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Products menu' });
    await toggle.click();
    await page.getByRole('link', { name: /View all products/ }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('header hides when scrolling down past 200 px, returns on scroll up, turns translucent past 20 px', async ({
    returningVisitor: page,
  }) => {
    await page.goto('/');
    const header = page.locator('header[data-site-header]');
    await page.mouse.wheel(0, 60);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -100);
    await expect(header).toHaveAttribute('data-hidden', 'false');
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'small screens');

  test(
    'opens full screen, locks scroll, traps focus, closes on Escape and on navigation',
    { tag: '@viewports' },
    async ({ returningVisitor: page }) => {
      await page.goto('/');
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Site menu' });
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      );
      for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
      await expectNoAxeViolations(page);
      // The logo heads the menu as it heads the page, and links home; the links' words, the
      // logo and the Enquiry button start on one line.
      const logo = dialog.getByRole('link', { name: company.name, exact: true });
      await expect(logo).toHaveAttribute('href', '/');
      const left = await dialog.evaluate((menu) => {
        const words = (link: Element) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return range.getBoundingClientRect().left;
        };
        const links = [...menu.querySelectorAll('nav > ul > li > a, nav > ul > li summary')];
        return {
          links: [...new Set(links.map((link) => Math.round(words(link))))],
          logo: menu.querySelector('a[href="/"] img')!.getBoundingClientRect().left,
          button: [...menu.querySelectorAll('a, button')]
            .find((button) => button.textContent === 'Enquiry Now')!
            .getBoundingClientRect().left,
        };
      });
      expect(left.links).toHaveLength(1);
      const line = left.links[0]!;
      expect(Math.abs(left.button - line)).toBeLessThanOrEqual(1);
      expect(Math.abs(left.logo - line)).toBeLessThanOrEqual(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await dialog.getByRole('link', { name: 'Careers', exact: true }).click();
      await expect(page).toHaveURL(/\/careers$/);
      await expect(dialog).toBeHidden();
    },
  );

  test(
    'by keyboard: aria-expanded follows the menu, focus goes in and comes back on Escape, the current page is marked',
    { tag: '@viewports' },
    async ({ returningVisitor: page }) => {
      await page.goto('/services/it-staffing');
      const open = page.getByRole('button', { name: 'Open menu' });
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Site menu' });
      await expect(dialog).toBeVisible();
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      const close = dialog.getByRole('button', { name: 'Close menu' });
      await expect(close).toBeFocused();
      await expect(close).not.toHaveAttribute('aria-expanded');
      const services = dialog.locator('summary', { hasText: 'Services' });
      await services.focus();
      await page.keyboard.press('Enter');
      await expect(dialog.locator('a[aria-current="page"]')).toHaveAttribute(
        'href',
        '/services/it-staffing',
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await expect(open).toBeFocused();
    },
  );
});

test.describe('cookie banner', () => {
  test(
    'appears after a delay; Accept All stores consent and removes it',
    { tag: '@viewports' },
    async ({ page }) => {
      await skipSplash(page);
      await page.goto('/about');
      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await expect(banner).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page);
      await banner.getByRole('button', { name: 'Accept All' }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
      await page.clock.install();
      const bannerCode = page.waitForResponse(
        async (response) =>
          response.request().resourceType() === 'script' &&
          (await response.text()).includes('We value your privacy'),
      );
      await page.reload();
      // Past the idle loader's 2 s deadline on the page's own clock, until the banner's code has
      // arrived, then past its own 1.5 s delay: it has run, and decided to stay away.
      await page.clock.runFor(2_500);
      await bannerCode;
      await page.clock.runFor(2_000);
      await expect(banner).toBeHidden();
    },
  );

  test('fades in after it appears and slides out before it is removed', async ({ page }) => {
    await allowMotion(page);
    await skipSplash(page);
    await page.goto('/privacy');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    expect(await banner.evaluate((element) => element.getAnimations().length)).toBe(1);
    await expect
      .poll(() => banner.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
    // Choose and look at the banner in one go: it moves out, still on the page, then goes.
    const leaving = await banner.evaluate(async (element) => {
      [...element.querySelectorAll('button')]
        .find((button) => button.textContent === 'Accept All')!
        .click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return { moving: element.getAnimations().length > 0, attached: element.isConnected };
    });
    expect(leaving).toEqual({ moving: true, attached: true });
    await expect(banner).toHaveCount(0);
  });

  test('Decline All keeps only the necessary storage', async ({ page }) => {
    await skipSplash(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Decline All' }).click();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('cookiePreferences')!),
    );
    expect(stored).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });
  });

  test('Customize offers locked necessary and the documented defaults; the footer link reopens it', async ({
    page,
  }) => {
    await skipSplash(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Personalisation/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Marketing/ }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('customized');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
  });
});

test.describe('splash', () => {
  test('shows on the first page of a session, leaves once its content is parsed, and not again', async ({
    page,
  }) => {
    await allowMotion(page);
    await acceptCookies(page);
    // Scripts and images held back: the load event cannot come, and no script of ours or the
    // framework's can run; only the document's own inline scripts can hide the splash.
    const held: (() => Promise<void>)[] = [];
    await page.route(/\/_next\/static\/.+\.js|\/images\//, (route) => {
      held.push(() => route.abort());
    });
    await page.addInitScript(() => {
      const seen: [string | undefined, number][] = ((
        window as unknown as { splashStates: typeof seen }
      ).splashStates = []);
      // The document, not <html>: the init script may run before <html> exists.
      new MutationObserver(() =>
        seen.push([document.documentElement.dataset.splash, performance.now()]),
      ).observe(document, { subtree: true, attributeFilter: ['data-splash'] });
    });
    await page.goto('/', { waitUntil: 'commit' });
    // Parsing '/' takes seconds on a busy machine. Waits in the page for the recorded 'off' itself:
    // right after the commit the document may have no <html> yet, so nothing reads it from outside.
    const recorded = await page.waitForFunction(
      () => {
        const seen = (window as unknown as { splashStates?: [string, number][] }).splashStates;
        return seen?.some(([state]) => state === 'off') && seen;
      },
      null,
      { timeout: 20_000, polling: 100 },
    );
    const states = (await recorded.jsonValue()) as [string, number][];
    expect(states.map(([state]) => state)).toEqual(['show', 'leaving', 'off']);
    // It left by itself, well before the 15.5 s cap, with the load event still to come.
    expect(states[1]![1]).toBeLessThan(SPLASH_MAX_MS);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(held.length).toBeGreaterThan(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(held.map((abort) => abort().catch(() => {})));
    expect(await page.evaluate(() => sessionStorage.getItem('splashShown'))).toBe('1');
    await page.goto('/about');
    expect(await page.evaluate(() => document.documentElement.dataset.splash)).toBeUndefined();
  });

  test('never shows under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.splash)).toBeUndefined();
  });

  test('the page is complete without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toBeVisible();
    await context.close();
  });
});
