import { expect, test } from './returning-visitor';
import { heroButtons, heroHeading, heroSlides } from '@/content/home';
import { acceptCookies, allowMotion, expectNoAxeViolations, skipSplash } from './helpers';
import { expectReadableLayout } from './layout-checks';

test.describe('home page', () => {
  test('server HTML carries the content, metadata and structured data', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const id of ['hero', 'about', 'testimonials', 'cta']) expect(html).toContain(`id="${id}"`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const head = html.slice(0, html.indexOf('</head>'));
    const expected = [
      /<link rel="canonical" href="http[^"]+"/,
      '<meta name="robots" content="index, follow"',
      '<meta name="geo.region" content="IN-TG"',
      '<meta name="geo.placename" content="Hyderabad"',
      '<meta name="geo.position" content="17.',
      'property="og:title"',
      'name="twitter:card" content="summary_large_image"',
    ];
    for (const pattern of expected) expect.soft(head, String(pattern)).toMatch(pattern);
    const missing = [
      '"@type":"Organization"',
      '"@type":"WebSite"',
      '15+',
      '500+',
      '50+',
      '97%',
      '98%',
      '450+',
      '95%',
      '12+',
      // Each figure band says what it counts, so the two never read as a contradiction.
      'The whole firm in figures, across every service since we began',
      'Satisfaction and retention from client reviews after each project; projects and client industries from our records',
      'Learn More',
      'Contact Now',
    ].filter((text) => !html.includes(text));
    expect(missing).toEqual([]);
  });

  test(
    'hero: a constant h1 says what the firm does; arrows change the slide, pause stops autoplay, nothing moves',
    { tag: '@viewports' },
    async ({ page }) => {
      await allowMotion(page);
      await skipSplash(page);
      await acceptCookies(page);
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(`${heroHeading.lead} ${heroHeading.place}`);
      await expect(heading).toHaveAccessibleName(`${heroHeading.lead} ${heroHeading.place}`);
      const hero = page.locator('#hero');
      const slideLine = ({ headline }: (typeof heroSlides)[number]) =>
        hero.getByText(
          `${headline.firstLine} ${headline.highlight} ${headline.connector} ${headline.lastWord}`,
        );
      // One headline: beside the h1, no text of the hero is set at a heading's size.
      const largeText = await hero.evaluate((element) =>
        [...element.querySelectorAll('p, span, strong')]
          .filter((text) => !text.closest('h1, [aria-hidden="true"]') && text.textContent?.trim())
          .filter((text) => parseFloat(getComputedStyle(text).fontSize) >= 24)
          .map((text) => text.textContent),
      );
      expect(largeText).toEqual([]);
      // The first screen: the h1, the primary action and the slide's whole picture, at every width.
      const screen = page.viewportSize()!;
      const primary = hero.getByRole('link', { name: heroButtons.primary.label });
      const picture = hero.getByRole('img', { name: heroSlides[0]!.image.alt });
      for (const box of [await heading.boundingBox(), await primary.boundingBox()])
        expect(box!.y + box!.height).toBeLessThanOrEqual(screen.height);
      const art = (await picture.boundingBox())!;
      expect(art.y + art.height).toBeLessThanOrEqual(screen.height);
      expect(art.width).toBeGreaterThanOrEqual(Math.min(0.8 * screen.width, 400));
      // Where the buttons sit on the page (not in the viewport: a click may scroll it).
      const placeOf = (locator: typeof primary) =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return [box.left + scrollX, box.top + scrollY, box.width, box.height];
        });
      const buttonsAt = await placeOf(primary);
      // Every shift from here on counts, those right after a click too: Lighthouse's CLS would
      // forgive those (hadRecentInput), but a slide change must not move the page at all.
      await page.evaluate(() => {
        const record = window as unknown as { layoutShift: number };
        record.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            record.layoutShift += entry.value;
        }).observe({ type: 'layout-shift' });
      });
      // Paused first, so every change below is the arrows' (the engine may take a while to load on a busy machine).
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
      await expect(slideLine(heroSlides[0]!)).toBeVisible();
      // Round the loop backwards: the last slide (the one whose buttons once sat lower) first.
      await page.getByRole('button', { name: 'Previous slide' }).click();
      await expect(slideLine(heroSlides.at(-1)!)).toBeVisible();
      await expect(slideLine(heroSlides[0]!)).toBeHidden();
      await expect(heading).toHaveText(`${heroHeading.lead} ${heroHeading.place}`);
      expect(await placeOf(primary)).toEqual(buttonsAt);
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect(slideLine(heroSlides[0]!)).toBeVisible();
      // Two frames, so the observer has been handed every shift of the last change.
      const shifts = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as unknown as { layoutShift: number }).layoutShift),
              ),
            ),
          ),
      );
      expect(shifts).toBeLessThan(0.02);
    },
  );

  test('hero slider does not play on its own under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await acceptCookies(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test(
    'has no accessibility violations and a readable, varied layout',
    { tag: '@viewports' },
    async ({ returningVisitor: page }) => {
      await page.goto('/');
      await expectNoAxeViolations(page);
      await expectReadableLayout(page);
    },
  );
});
