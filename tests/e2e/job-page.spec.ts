// A job's own page (the site wired to the fake admin API, whose jobs
// carry closing dates): the dates and place it shows equal its JobPosting; share links; similar jobs.
import type { Page } from '@playwright/test';
import { expect, test } from './returning-visitor';
import { expectNoAxeViolations } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { adminSiteURL } from './servers';
import { company } from '@/content/company';

const JOB_URL = `${adminSiteURL}/careers/react-frontend-engineer-1003`;

async function posting(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'JobPosting');
}

test('shows when it was posted and until when to apply, as its JobPosting says, under its title', async ({
  returningVisitor: page,
}) => {
  await page.goto(JOB_URL);
  await expect(page).toHaveTitle(`React Frontend Engineer, Bengaluru | ${company.name}`);
  const hero = page.locator('#hero');
  await expect(hero.getByText('Posted on 12 November 2026 · Apply by 31 March 2027')).toBeVisible();
  await expect(hero.getByText('Bengaluru, Karnataka, India')).toBeVisible();
  expect(await posting(page)).toMatchObject({
    datePosted: '2026-11-12T11:15:00+05:30',
    validThrough: '2027-03-31T23:59:59+05:30',
    jobLocation: {
      address: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' },
    },
    hiringOrganization: { name: company.name },
  });
  await expect(hero.locator('time').first()).toHaveAttribute(
    'datetime',
    '2026-11-12T11:15:00+05:30',
  );
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toMatch(/^React Frontend Engineer \(Full-time, Bengaluru\): /);
  expect(description!.length).toBeLessThanOrEqual(160);
});

test('a remote job is Remote (India) on the page, in its title and in its JobPosting', async ({
  returningVisitor: page,
}) => {
  await page.goto(`${adminSiteURL}/careers/digital-marketing-specialist-1006`);
  await expect(page).toHaveTitle(`Digital Marketing Specialist, Remote (India) | ${company.name}`);
  await expect(page.locator('#hero').getByText('Remote (India) ·')).toBeVisible();
  expect(await posting(page)).toMatchObject({
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { name: 'India' },
  });
});

test(
  'share links: copy link, WhatsApp and LinkedIn, plain links without third-party scripts; a readable layout',
  { tag: '@viewports' },
  async ({ newVisitor: page, context }) => {
    await context.grantPermissions(['clipboard-write'], { origin: adminSiteURL });
    // The site's Permissions-Policy turns clipboard reading off: record what the page writes instead.
    await page.addInitScript(() => {
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (text: string) => {
        (window as unknown as { copied: string }).copied = text;
        return write(text);
      };
    });
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(adminSiteURL)) thirdParty.push(request.url());
    });
    await page.goto(JOB_URL);
    // The page's own address (SITE_URL): the e2e servers share one build's kept pages, so not always this server's.
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    expect(canonical).toMatch(/\/careers\/react-frontend-engineer-1003$/);
    const share = page.getByRole('region', { name: 'Share This Job' });
    await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`React Frontend Engineer ${canonical}`)}`,
    );
    await expect(share.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical)}`,
    );
    await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank');
    const copy = share.getByRole('link', { name: 'Copy link' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(share.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(
      canonical,
    );
    await expect(page).toHaveURL(JOB_URL);
    expect(thirdParty).toEqual([]);
    await expectNoAxeViolations(page);
    await expectReadableLayout(page);
  },
);

test('up to three similar open jobs, each in the same place or of the same type, lead to their pages', async ({
  returningVisitor: page,
}) => {
  await page.goto(JOB_URL);
  const similar = page
    .getByRole('region', { name: 'Similar Jobs', exact: true })
    .getByRole('listitem');
  await expect(similar).toHaveCount(3);
  for (const item of await similar.all()) await expect(item).toContainText(/Bengaluru|Full-time/);
  const first = similar.first().getByRole('link');
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('copy link is a plain link to the page', async ({ newVisitor: page }) => {
    await page.goto(JOB_URL);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await expect(page.getByRole('link', { name: 'Copy link' })).toHaveAttribute('href', canonical!);
  });
});
