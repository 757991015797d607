// Analytics on the configured site (GA_MEASUREMENT_ID set), Google's tag answered by a route of
// this test (no internet). The fake tag does what gtag.js does with the data layer (consent,
// config → page_view, event) and honours `ga-disable-<id>`, as gtag.js does; its hits go to
// www.google-analytics.com, which a route records.
import type { Page } from '@playwright/test';
import { acceptCookies, skipSplash } from '../helpers';
import { enquiryValues, focusContactForm, sendEnquiryByKeyboard } from '../enquiry-helpers';
import { expect, test } from './configured-site';

const fakeGtag = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  const consent = {};
  const hit = (en, params) => {
    if (window['ga-disable-' + id] === true) return;
    const query = new URLSearchParams({ tid: id, en, consent: JSON.stringify(consent), params: JSON.stringify(params || {}) });
    fetch('https://www.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors', keepalive: true });
  };
  const handle = (args) => {
    const [command, name, params] = Array.from(args);
    if (command === 'consent') Object.assign(consent, params);
    else if (command === 'config') hit('page_view', { page: location.pathname });
    else if (command === 'event') hit(name, params);
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(handle); return push(...entries); };
})();`;

type Hit = { en: string; consent: Record<string, string>; params: Record<string, string> };

/** Routes Google's tag and collection; returns the hits and every request that left the site. */
async function fakeGoogle(page: Page, site: string) {
  const hits: Hit[] = [];
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(site) && !request.url().startsWith('data:'))
      external.push(request.url());
  });
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeGtag }),
  );
  await page.route('https://www.google-analytics.com/**', (route) => {
    const query = new URL(route.request().url()).searchParams;
    hits.push({
      en: query.get('en')!,
      consent: JSON.parse(query.get('consent')!),
      params: JSON.parse(query.get('params')!),
    });
    return route.fulfill({ status: 204 });
  });
  const named = (name: string) => hits.filter((hit) => hit.en === name);
  return { hits, external, named };
}

test.describe('analytics with GA4 configured', () => {
  // A client address of its own: the site takes one enquiry and one application per client.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });

  test('requests nothing before consent, counts the page view after Accept, and nothing after withdrawal', async ({
    page,
    configuredSite,
  }) => {
    const site = configuredSite.url;
    await skipSplash(page);
    const google = await fakeGoogle(page, site);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analytics')) asked.push(request.url());
    });
    await page.goto(`${site}/about`);
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible();
    // Settled: nothing fetched for a while, the banner's own code included.
    await page.waitForLoadState('networkidle');
    expect(google.external).toEqual([]);
    expect(asked).toEqual([]);

    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => google.named('page_view').length).toBe(1);
    expect(google.named('page_view')[0]).toMatchObject({
      params: { page: '/about' },
      consent: {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    });
    const consentCommands = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'consent'),
    );
    // Consent Mode v2: the default denies every type, the four of v2 included.
    const [, kind, defaults] = consentCommands[0] as [string, string, Record<string, string>];
    expect(kind).toBe('default');
    expect(Object.keys(defaults)).toEqual(
      expect.arrayContaining([
        'analytics_storage',
        'ad_storage',
        'ad_user_data',
        'ad_personalization',
      ]),
    );
    expect(new Set(Object.values(defaults))).toEqual(new Set(['denied']));
    expect(consentCommands[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    expect(
      google.external.every((url) =>
        /^https:\/\/www\.(?:googletagmanager|google-analytics)\.com\//.test(url),
      ),
    ).toBe(true);

    // Withdrawal from the footer's cookie settings.
    await page.getByRole('button', { name: 'Cookie settings' }).first().click();
    await banner.getByRole('button', { name: 'Decline All' }).click();
    await expect(banner).toHaveCount(0);
    const before = google.hits.length;
    // Cookie settings is in the footer, where the sticky header has slid away: back to the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    const enquiry = page.getByRole('button', { name: 'Enquiry Now' }).first();
    await expect(enquiry).toBeInViewport();
    await enquiry.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A hit leaves only through a data-layer command: the last one is still the withdrawal.
    const last = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: IArguments[] }).dataLayer.at(-1)!),
    );
    expect(google.hits).toHaveLength(before);
    expect(last).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
  });

  // The build has no analytics variables: GA_MEASUREMENT_ID reaches this server only at run time.
  // Under the site's real CSP (not bypassed), each page's policy names Google's origins, so the
  // tag is requested, runs and counts the page view after Accept, with no violation reported.
  test('set only at run time, GA4 loads under the enforced CSP after consent', async ({
    browser,
    configuredSite,
  }) => {
    const site = configuredSite.url;
    const context = await browser.newContext({ bypassCSP: false, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await skipSplash(page);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      const google = await fakeGoogle(page, site);
      const response = await page.goto(`${site}/about`);
      expect(response!.headers()['content-security-policy']).toContain(
        "script-src 'self' 'unsafe-inline' https://*.googletagmanager.com",
      );
      await page.getByRole('button', { name: 'Accept All' }).click();
      await expect
        .poll(() => google.external.filter((url) => url.includes('googletagmanager.com/gtag/js')))
        .toHaveLength(1);
      await expect.poll(() => google.named('page_view').length).toBe(1);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('sends each conversion once per success and never on failure', async ({
    page,
    configuredSite,
  }) => {
    const site = configuredSite.url;
    await skipSplash(page);
    await acceptCookies(page);
    const google = await fakeGoogle(page, site);
    /** Events the page handed to the tag: a hit follows each at once, none comes without one. */
    const events = (name: string) =>
      page.evaluate(
        (eventName) =>
          ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).filter(
            (entry) => entry[0] === 'event' && entry[1] === eventName,
          ).length,
        name,
      );

    await page.goto(`${site}/contact`);
    await expect.poll(() => google.named('page_view').length).toBe(1);
    const form = page.locator('section#form form');
    await focusContactForm(form);
    await sendEnquiryByKeyboard(page, form, enquiryValues('Analytics conversion'));
    await expect(form.getByRole('status')).toContainText('Thank you');
    await expect.poll(() => google.named('enquiry_sent').length).toBe(1);
    expect(google.named('enquiry_sent')[0]!.params).toEqual({
      service: 'Cybersecurity',
      outcome: 'delivered',
      page: '/contact',
    });

    // The second enquiry meets the limit: an error, and no conversion.
    await focusContactForm(form);
    await sendEnquiryByKeyboard(page, form, enquiryValues('Analytics refused'));
    await expect(form.getByRole('alert')).not.toBeEmpty();
    expect(await events('enquiry_sent')).toBe(1);
    expect(google.named('enquiry_sent')).toHaveLength(1);

    await page.goto(`${site}/careers/senior-java-developer-1001`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const apply = async () => {
      await page.getByRole('button', { name: 'Apply Now' }).click();
      const dialog = page.getByRole('dialog');
      const values = {
        first_name: 'Analytics',
        last_name: 'Tester',
        email: 'analytics@example.com',
        phone: '+91 98480 12345',
        experience_years: '3',
      };
      for (const [name, value] of Object.entries(values))
        await dialog.locator(`[name="${name}"]`).fill(value);
      await dialog.locator('[name="resume"]').setInputFiles('tests/e2e/fixtures/resume.pdf');
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      return dialog;
    };
    await apply();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Application submitted successfully!' }),
    ).toBeVisible();
    await expect.poll(() => google.named('application_sent').length).toBe(1);
    expect(google.named('application_sent')[0]!.params).toEqual({
      job_id: '1001',
      job_title: title,
      outcome: 'delivered',
      source: 'direct',
      page: '/careers/senior-java-developer-1001',
    });
    expect(google.named('apply_click')[0]!.params).toEqual({
      job_id: '1001',
      job_title: title,
      page: '/careers/senior-java-developer-1001',
    });

    const dialog = await apply();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    expect(await events('application_sent')).toBe(1);
    expect(google.named('application_sent')).toHaveLength(1);
    expect(google.named('apply_click')).toHaveLength(2);

    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Enquiry Now' }).first().click();
    await expect.poll(() => google.named('enquiry_click').length).toBe(1);
    expect(
      google.external.every((url) =>
        /^https:\/\/www\.(?:googletagmanager|google-analytics)\.com\//.test(url),
      ),
    ).toBe(true);
  });
});
