import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { acceptCookies, skipSplash } from './helpers';
import { enquiryValues, focusContactForm, sendEnquiryByKeyboard } from './enquiry-helpers';
import { adminSiteURL, e2eAdminDataDir, fakeAdminURL } from './servers';

type Recorded = {
  method: string;
  mode: string;
  headers: Record<string, string>;
  json?: { subject?: string };
  fields?: Record<string, string>;
};

const ENQUIRY_RECEIVED = 'Thank you — we have received your message and will process it shortly.';
const APPLICATION_RECEIVED =
  'Thank you — your application has been received and will be processed shortly.';
const PDF = readFileSync('tests/e2e/fixtures/resume.pdf');

/** The state of each submission in the admin-API site's outbox, by idempotency key. */
function outboxStatuses(keys: string[]) {
  const database = new Database(path.join(e2eAdminDataDir, 'site.db'), { readonly: true });
  try {
    const status = database.prepare('SELECT status FROM submissions WHERE idempotency_key = ?');
    return keys.map((key) => (status.get(key) as { status: string } | undefined)?.status);
  } finally {
    database.close();
  }
}

async function setMode(request: APIRequestContext, data: object) {
  expect((await request.post(`${fakeAdminURL}/__mode`, { data })).ok()).toBe(true);
}

/** Every POST the fake admin API received whose content carries `token`. */
async function posted(request: APIRequestContext, token: string): Promise<Recorded[]> {
  const all = (await (await request.get(`${fakeAdminURL}/__requests`)).json()) as Recorded[];
  return all.filter(
    (row) => row.method === 'POST' && JSON.stringify([row.json, row.fields]).includes(token),
  );
}

test.describe('the outbox while the admin API is down', () => {
  test('accepts an enquiry and an application, then delivers each exactly once with its key', async ({
    page,
    request,
  }) => {
    const token = `outbox-e2e-${Date.now()}`;
    await skipSplash(page);
    await acceptCookies(page);
    // Only requests carrying the token fail, so tests running alongside are not disturbed.
    await setMode(request, { mode: 'reset', match: token });
    try {
      await page.goto(`${adminSiteURL}/contact`);
      const form = page.locator('section#form form');
      await focusContactForm(form);
      await sendEnquiryByKeyboard(page, form, enquiryValues(`Outbox ${token}`));
      await expect(page.getByText(ENQUIRY_RECEIVED)).toBeVisible({ timeout: 11_000 });

      await page.goto(`${adminSiteURL}/careers/senior-java-developer-1001`);
      await page.getByRole('button', { name: 'Apply Now' }).click();
      const dialog = page.getByRole('dialog');
      const values = {
        first_name: 'Outbox',
        last_name: 'Tester',
        email: 'outbox@example.com',
        phone: '+91 98480 12345',
        experience_years: '3',
      };
      for (const [name, value] of Object.entries(values))
        await dialog.locator(`[name="${name}"]`).fill(value);
      await dialog.locator('[name="cover_letter"]').fill(`Cover letter ${token}`);
      await dialog
        .locator('[name="resume"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByText(APPLICATION_RECEIVED)).toBeVisible({ timeout: 11_000 });

      const failed = await posted(request, token);
      expect(failed.length).toBeGreaterThanOrEqual(2);
      expect(failed.every((row) => row.mode === 'reset')).toBe(true);
    } finally {
      await setMode(request, { mode: 'ok', match: token });
    }

    // The server's worker retries (every 0.5 s here, first retry after about 1 s); a record
    // that already failed twice waits 5 min, so make everything due now, as an operator would.
    execFileSync('node', ['scripts/outbox.mjs', 'retry', 'pending'], {
      env: { ...process.env, DATA_DIR: e2eAdminDataDir },
    });
    await expect
      .poll(async () => (await posted(request, token)).filter((row) => row.mode === 'ok').length, {
        timeout: 20_000,
      })
      .toBe(2);
    // Both marked delivered in the site's store: no later worker round sends either again.
    const keys = (await posted(request, token))
      .filter((row) => row.mode === 'ok')
      .map((row) => row.headers['idempotency-key']!);
    await expect.poll(() => outboxStatuses(keys)).toEqual(['delivered', 'delivered']);
    const all = await posted(request, token);
    const delivered = all.filter((row) => row.mode === 'ok');
    expect(delivered).toHaveLength(2);
    for (const row of delivered) {
      const key = row.headers['idempotency-key'];
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      // Every attempt of one submission carried the same key; the two submissions differ.
      const attempts = all.filter((other) => other.headers['idempotency-key'] === key);
      expect(attempts.filter((other) => other.mode === 'ok')).toHaveLength(1);
    }
    expect(new Set(delivered.map((row) => row.headers['idempotency-key'])).size).toBe(2);
  });
});

test.describe('hostile requests to the running server', () => {
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    test(`${method} on the form routes answers 405`, async ({ request }) => {
      for (const path of ['/api/enquiries', '/api/applications']) {
        const response = await request.fetch(`${adminSiteURL}${path}`, { method, maxRedirects: 0 });
        expect(response.status()).toBe(405);
      }
    });
  }

  test('resumes and the store are never served', async ({ request }) => {
    for (const path of [
      '/.data/site.db',
      '/.data/e2e-admin/site.db',
      '/.data/e2e-admin/outbox/x.pdf',
      '/outbox/x.pdf',
      '/resumes/x.pdf',
      '/site.db',
      '/%2e%2e/.data/site.db',
      '/api/../.data/site.db',
    ]) {
      const response = await request.get(`${adminSiteURL}${path}`, { maxRedirects: 0 });
      expect([404, 307, 308], path).toContain(response.status());
      expect(response.headers()['content-type'] ?? '').not.toMatch(/octet-stream|pdf|sqlite/);
    }
  });

  test('health endpoints tell the public only whether the site is ready', async ({ request }) => {
    const live = await request.get(`${adminSiteURL}/api/health`);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect(live.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await request.get(`${adminSiteURL}/api/health/ready`);
    expect(ready.status()).toBe(200);
    // The store kind and the outbox counts take the CRON_SECRET bearer (tests/unit/health-ready.test.ts).
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  test('pages carry the security headers', async ({ request }) => {
    const headers = (await request.get(`${adminSiteURL}/contact`)).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
  });
});
