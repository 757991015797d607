import { expect, test } from '@playwright/test';
import { demoTestimonials } from '../../content/demo/testimonials';
import { acceptCookies, allowMotion, skipSplash } from './helpers';
import { adminSiteURL } from './servers';

test('the home page server HTML carries the testimonials', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const testimonial of demoTestimonials) expect(html).toContain(testimonial.name);
  expect(html).toContain('Rated 5 out of 5');
  expect(html).not.toContain('Loading Testimonials');
});

test(
  'the carousel moves with its buttons and dots, by keyboard',
  { tag: '@viewports' },
  async ({ page }) => {
    await allowMotion(page);
    await skipSplash(page);
    await acceptCookies(page);
    await page.goto('/#testimonials');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(current).toContainText(demoTestimonials[0]!.name);
    const pause = carousel.getByRole('button', { name: 'Pause automatic rotation' });
    await expect(pause).toBeEnabled(); // disabled until hydrated; focus() does not wait for that
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
    // A change within 600 ms of the previous one (the carousel's first slide counts as one) is
    // ignored: press until one takes.
    await expect(async () => {
      await carousel.getByRole('button', { name: 'Previous testimonial' }).focus();
      await page.keyboard.press('Enter');
      await expect(current).toContainText(demoTestimonials.at(-1)!.name, { timeout: 1_000 });
    }).toPass();
    await expect(async () => {
      await carousel.getByRole('button', { name: 'Show testimonial 2 of 6' }).focus();
      await page.keyboard.press('Enter');
      await expect(current).toContainText(demoTestimonials[1]!.name, { timeout: 1_000 });
    }).toPass();
    await expect(current).toContainText(/\w+ 20\d\d/);
  },
);

test('a card shows the person’s photo, and their initials when there is none, it fails to load or it is a pixel', async ({
  page,
}) => {
  await skipSplash(page);
  await acceptCookies(page);
  const [failing, pixel, ...loading] = demoTestimonials.filter(
    (testimonial) => testimonial.profile_image,
  );
  // This one fails, as an upload removed from the admin would.
  await page.route(`**/_next/image?url=${encodeURIComponent(failing!.profile_image!)}*`, (route) =>
    route.fulfill({ status: 404 }),
  );
  // This one is a 1×1 placeholder, which would be stretched into a blurred disc.
  await page.route(`**/_next/image?url=${encodeURIComponent(pixel!.profile_image!)}*`, (route) =>
    route.fulfill({
      contentType: 'image/png',
      body: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==',
        'base64',
      ),
    }),
  );
  await page.goto('/#testimonials');
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  const photoOf = (name: string) => carousel.locator('figure', { hasText: name }).locator('img');
  const shown = (name: string) =>
    photoOf(name).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
  const initialsOf = (name: string) =>
    name
      .split(' ')
      .filter((word, index, words) => index === 0 || index === words.length - 1)
      .map((word) => word[0])
      .join('');
  const showsInitials = async (name: string) => {
    const figure = carousel.locator('figure', { hasText: name });
    await expect(figure.locator('img')).toHaveCount(0);
    await expect(figure.getByText(initialsOf(name), { exact: true })).toBeAttached();
  };

  for (const testimonial of loading) {
    await expect(photoOf(testimonial.name)).toHaveAttribute(
      'src',
      new RegExp(encodeURIComponent(testimonial.profile_image!)),
    );
    await expect.poll(() => shown(testimonial.name)).toBe(true);
  }
  await showsInitials(failing!.name);
  await showsInitials(pixel!.name);
  for (const testimonial of demoTestimonials.filter((item) => !item.profile_image)) {
    await showsInitials(testimonial.name);
  }
});

test('a photo on the admin host named only at run time is served through the image optimiser', async ({
  request,
}) => {
  // The build knew no admin host: the second server gets ADMIN_API_URL at start only.
  const photo = '/api/photos/images/testimonials/priya-raghavan.png';
  const direct = await request.get(`${adminSiteURL}${photo}`);
  expect(direct.status()).toBe(200);
  expect(direct.headers()['content-type']).toBe('image/png');
  const optimised = await request.get(
    `${adminSiteURL}/_next/image?url=${encodeURIComponent(photo)}&w=64&q=75`,
    { headers: { accept: 'image/avif,image/webp,*/*' } },
  );
  expect(optimised.status()).toBe(200);
  expect(optimised.headers()['content-type']).toMatch(/^image\/(avif|webp|png)$/);
});
