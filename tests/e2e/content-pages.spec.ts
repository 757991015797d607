import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './returning-visitor';
import { pages } from '@/content/pages';
import { expectNoAxeViolations } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { pagePaths, readRecords } from './records';
import { company } from '@/content/company';

/** The content pages: about, industries, services, products and the policies. */
const isContentPage = (path: string) =>
  /^\/(?:about|industries|services|products|privacy|terms|cookies-policy)(?:\/|$)/.test(path);
/**
 * The tests below are made per page when the spec loads, before any server runs: from the seed
 * the e2e stores start with. The first test holds that list to what the site publishes.
 */
const contentPages = pages.filter((record) => isContentPage(record.path));

/**
 * The service pages and the product pages are each one route and one template: the
 * first of each is checked at 390 px as well, every page at 1280 and 1024 px.
 */
const dynamicRoute = (path: string) => path.match(/^\/(services|products)\/./)?.[1];
const checkedOnPhones = (record: (typeof contentPages)[number]) => {
  const route = dynamicRoute(record.path);
  return !route || contentPages.find((each) => dynamicRoute(each.path) === route) === record;
};

test.describe('content pages', () => {
  test('cover every content page the site publishes: the fixed pages, the products and every service page', async ({
    request,
  }) => {
    const published = (await pagePaths(request)).filter(isContentPage);
    expect(published).toEqual(expect.arrayContaining(['/about', '/services', '/privacy']));
    expect(contentPages.map((record) => record.path).sort()).toEqual(published.sort());
  });

  test('serve their content, one h1, metadata and structured data in the server HTML', async ({
    request,
  }) => {
    for (const record of contentPages) {
      const response = await request.get(record.path, { maxRedirects: 0 });
      expect(response.status(), record.path).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html.match(/<h1[\s>]/g), record.path).toHaveLength(1);
      for (const section of record.sections)
        expect.soft(html, `${record.path} section #${section.id}`).toContain(`id="${section.id}"`);
      expect(head, record.path).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(head, record.path).toContain('property="og:title"');
      expect(head, record.path).toContain('name="twitter:card"');
      expect(html, record.path).toContain('"@type":"BreadcrumbList"');
      if (record.path.startsWith('/services/'))
        expect(html, record.path).toContain('"@type":"Service"');
    }
  });

  for (const record of contentPages) {
    test(
      `${record.path}: one h1, every section, no axe violations and a readable, varied layout`,
      checkedOnPhones(record) ? { tag: '@viewports' } : {},
      async ({ returningVisitor: page }) => {
        await page.goto(record.path);
        await expect(page.locator('h1')).toHaveCount(1);
        for (const section of record.sections)
          await expect(page.locator(`[id="${section.id}"]`)).toHaveCount(1);
        await expectNoAxeViolations(page);
        // At most two icon-card grids, none in neighbouring sections; text of 16 px or more at
        // 45–80 characters a line; no orphan rows.
        await expectReadableLayout(page);
      },
    );
  }

  test('the About page has its exact title, copy and about fifty particles, still under reduced motion', async ({
    newVisitor: page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await expect(page).toHaveTitle(`About Us | ${company.name}`);
    await expect(
      page.getByRole('heading', { name: 'Ready to Transform Your Business?' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    const field = page.locator('#hero [aria-hidden="true"]:has(span.rounded-full)');
    const running = () =>
      field.evaluate(
        (element) =>
          element
            .getAnimations({ subtree: true })
            .filter((animation) => animation.playState === 'running').length,
      );
    expect(await field.locator('span').count()).toBeGreaterThanOrEqual(45);
    // Still: no particle keeps an animation running.
    await expect.poll(running).toBe(0);
    // With motion they float, in a few layers: one animation a particle kept a phone's main
    // thread restyling every frame.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(running).toBeGreaterThan(0);
    expect(await running()).toBeLessThanOrEqual(3);
  });

  test('policy pages link their table of contents to real sections', async ({
    returningVisitor: page,
  }) => {
    for (const path of ['/privacy', '/terms', '/cookies-policy']) {
      await page.goto(path);
      const targets = await page
        .locator('nav a[href^="#"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
      expect(targets.length).toBeGreaterThan(5);
      for (const id of targets) await expect(page.locator(`section[id="${id}"]`)).toHaveCount(1);
      await expect(page.locator('time[datetime]')).toHaveCount(1);
    }
    await expect(page.locator('table caption')).toHaveCount(1);
    await expect(page.locator('table th[scope="col"]')).toHaveCount(4);
    await page.goto('/terms');
    await expect(page.getByText('To be completed')).toBeVisible();
  });
});

test('a mixed-case legacy address ends on the page it names', async ({ request }) => {
  const response = await request.get('/Services/Staffing/Payroll-Services');
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).pathname).toBe('/services/payroll-services');
});

type Category = { slug: string; name: string; featured?: { menuLabel: string; slug: string } };

/** The published service categories in their order: the tabs of /services. */
const serviceCategories = (request: APIRequestContext) =>
  readRecords<Category>(
    request,
    'service-categories?sort=_order&depth=1&where[_status][equals]=published',
  );

test.describe('services tabs', () => {
  let categories: Category[];
  test.beforeAll(async ({ request }) => {
    categories = await serviceCategories(request);
  });
  test('follow the ARIA tabs pattern by keyboard and keep the tab in the URL', async ({
    returningVisitor: page,
  }) => {
    await page.goto('/services');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(categories.length);
    const [first, second] = categories;
    const firstTab = page.getByRole('tab', { name: first!.name });
    await expect(firstTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await firstTab.focus();
    await page.keyboard.press('ArrowRight');
    const secondTab = page.getByRole('tab', { name: second!.name });
    await expect(secondTab).toBeFocused();
    await expect(secondTab).toHaveAttribute('aria-selected', 'true');
    await expect(secondTab).toHaveAttribute('tabindex', '0');
    await expect(firstTab).toHaveAttribute('tabindex', '-1');
    await expect(page).toHaveURL(new RegExp(`\\?category=${second!.slug}$`));
    await expect(page.getByRole('tabpanel', { name: second!.name })).toBeVisible();
    await expect(page.locator(`#category-${first!.slug}`)).toBeHidden();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: categories.at(-1)!.name })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(firstTab).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`\\?category=${first!.slug}$`));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: categories.at(-1)!.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Home');
    await expect(firstTab).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  });

  test('a shared ?category= address opens that tab', async ({ returningVisitor: page }) => {
    // The last tab with a featured service: not the one open by default.
    const category = categories.findLast((candidate) => candidate.featured)!;
    const { menuLabel, slug } = category.featured!;
    await page.goto(`/services?category=${category.slug}`);
    await expect(page.getByRole('tab', { name: category.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel', { name: category.name });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: `Explore ${menuLabel}` })).toBeVisible();
    await panel.getByRole('link', { name: `Explore ${menuLabel}` }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${slug}$`));
  });

  test('an unknown category falls back to the first tab', async ({ returningVisitor: page }) => {
    await page.goto('/services?category=nonsense');
    await expect(page.getByRole('tab', { name: categories[0]!.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test.describe('services without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every service link is present and visible', async ({ page, request }) => {
    const services = await readRecords<{ slug: string; menuLabel: string }>(
      request,
      'services?where[_status][equals]=published&pagination=false&depth=0',
    );
    expect(services.length).toBeGreaterThan(1);
    await page.goto('/services');
    const section = page.locator('#services');
    for (const service of services) {
      const link = section.locator(`a[href="/services/${service.slug}"]`);
      await expect(link, service.slug).toHaveCount(1);
      await expect(link, service.slug).toBeVisible();
      await expect(link).toHaveAccessibleName(`Explore ${service.menuLabel}`);
    }
  });
});
