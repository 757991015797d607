// With no analytics provider configured (the embedded site): consent loads nothing. The provider
// itself is tested on the configured site (own-servers/analytics.spec.ts).
import { expect, test } from '@playwright/test';
import { renderedFrames, skipSplash } from './helpers';

test('without a provider configured, accepting analytics loads nothing from anyone', async ({
  page,
  baseURL,
}) => {
  await skipSplash(page);
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:'))
      external.push(request.url());
  });
  await page.goto('/about');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/analytics'));
  await page.getByRole('button', { name: 'Accept All' }).click();
  expect(await (await answer).json()).toEqual({ provider: null });
  // The page has rendered what the answer changed.
  await renderedFrames(page);
  expect(external).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});
