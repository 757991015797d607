import { expect, test } from '@playwright/test';
import { demoTestimonials } from '../../content/demo/testimonials';
import { acceptCookies, skipSplash } from './helpers';

test('the home page server HTML carries the testimonials', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const testimonial of demoTestimonials) expect(html).toContain(testimonial.name);
  expect(html).toContain('Rated 5 out of 5');
  expect(html).not.toContain('Loading Testimonials');
});

test('the carousel moves with its buttons and dots, by keyboard', async ({ page }) => {
  await skipSplash(page);
  await acceptCookies(page);
  await page.goto('/#testimonials');
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current).toContainText(demoTestimonials[0]!.name);
  await carousel.getByRole('button', { name: 'Pause automatic rotation' }).focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous testimonial' }).focus();
  await page.keyboard.press('Enter');
  await expect(current).toContainText(demoTestimonials.at(-1)!.name);
  await page.waitForTimeout(700); // the 600 ms lock between changes
  await carousel.getByRole('button', { name: 'Show testimonial 2 of 6' }).focus();
  await page.keyboard.press('Enter');
  await expect(current).toContainText(demoTestimonials[1]!.name);
  await expect(current).toContainText(/\w+ 20\d\d/);
});
