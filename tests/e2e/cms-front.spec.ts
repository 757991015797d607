// The production front (deploy/nginx.conf, run by the real nginx, its TLS server answering plain
// HTTP) in front of the embedded site's `next start`: an editor logs in through it, saves a draft
// of /about and loads the preview through it, page and client-side navigation payload alike;
// visitors asking the front for /about before and after get the published page, never the
// editor's draft, and the front never stores an answer made for the editor.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freePort } from '../support/free-port.mjs';
import { ensureNginx, startNginxFront } from '../support/nginx.mjs';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, embeddedURL } from './servers';

/** The site's name as the build knows it (SITE_URL): the front answers only that name. */
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:3000';
const serverName = new URL(SITE_URL).hostname;

let front = '';
let stopFront: () => Promise<unknown> = async () => undefined;
let dir = '';

test.beforeAll(async () => {
  ensureNginx();
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-front-e2e-'));
  // nginx's workers (an unprivileged user when the tests run as root) keep the page cache here.
  chmodSync(dir, 0o755);
  const [port, httpPort] = [await freePort(), await freePort()];
  stopFront = await startNginxFront(port, Number(new URL(embeddedURL).port), httpPort, {
    serverName,
    dir,
  });
  front = `http://${serverName}:${port}`;
});

test.afterAll(async () => {
  await stopFront();
  rmSync(dir, { recursive: true, force: true });
});

/** The page's <title> (or its client-side navigation payload's) and the front's cache verdict. */
async function aboutPage(
  client: APIRequestContext,
  query = '',
  headers: Record<string, string> = {},
) {
  const answer = await client.get(`${front}/about${query}`, { headers, maxRedirects: 0 });
  expect(answer.status(), `${query} ${answer.headers().location ?? ''}`).toBe(200);
  const body = await answer.text();
  return {
    body,
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
    cache: answer.headers()['x-cache'],
  };
}

test('a visitor never gets the draft an editor has just previewed through the front', async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext();
  const editor = await playwright.request.newContext({
    // Payload takes its login cookie only from the site's own origin.
    extraHTTPHeaders: { Origin: SITE_URL },
  });
  let restore: (() => Promise<unknown>) | undefined;
  try {
    // The published page, in the front's cache.
    const published = (await aboutPage(visitor)).title;
    expect(published).toMatch(/^About/);
    expect((await aboutPage(visitor)).cache).toBe('HIT');

    const login = await editor.post(`${front}/cms-api/users/login`, {
      data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    expect(login.headers()['cache-control']).toBe('no-store');
    const found = await editor.get(`${front}/cms-api/pages?where[path][equals]=/about&depth=0`);
    expect(found.headers()['cache-control']).toBe('no-store');
    const about = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!;
    const draftTitle = `About us, a draft ${Date.now()}`;
    const saveDraft = (title: string) =>
      editor.patch(`${front}/cms-api/pages/${about.id}?draft=true`, {
        data: { title, _status: 'draft' },
      });
    expect((await saveDraft(draftTitle)).status()).toBe(200);
    restore = () => saveDraft(about.title);

    const preview = await editor.get(`${front}/api/preview?path=/about`, { maxRedirects: 0 });
    expect(preview.status()).toBe(307);
    const cookies = (await editor.storageState()).cookies.map((cookie) => cookie.name);
    expect(cookies).toEqual(expect.arrayContaining(['payload-token', '__prerender_bypass']));

    // The editor is first to ask for an address the front has not cached (the page with a query
    // of this run's, and its client-side navigation payload): the draft, never from the cache.
    // The visitors after them get the published page, made for them and then cached.
    const fresh = `?run=${Date.now()}`;
    // A navigation payload is asked for with the `_rsc` parameter its headers hash to (Next
    // redirects a request without it, 307): with none but `RSC: 1`, the empty one.
    const asked: [string, Record<string, string>][] = [
      [fresh, {}],
      [`${fresh}&_rsc`, { RSC: '1' }],
    ];
    for (const [query, headers] of asked) {
      for (let view = 0; view < 2; view += 1) {
        const previewed = await aboutPage(editor, query, headers);
        expect(previewed.body).toContain(draftTitle);
        expect(previewed.cache).toBe('BYPASS');
      }
      const first = await aboutPage(visitor, query, headers);
      expect(first.body).not.toContain(draftTitle);
      expect(first.cache).toBe('MISS');
      const cached = await aboutPage(visitor, query, headers);
      expect(cached.body).not.toContain(draftTitle);
      expect(cached.cache).toBe('HIT');
    }
    // The cached page stays the published one for visitors while the editor previews it.
    expect((await aboutPage(editor)).title).toContain(draftTitle);
    expect(await aboutPage(visitor)).toMatchObject({ title: published, cache: 'HIT' });
  } finally {
    await restore?.();
    await editor.dispose();
    await visitor.dispose();
  }
});
