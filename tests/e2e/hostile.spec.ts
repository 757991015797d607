import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { rawRequest } from '../hostile/raw-request';
import { connectRequest, hostileRequests } from '../hostile/requests';
import { pdfWithStream, zlibZeros } from '../unit/fixtures/hostile-resumes';
import { embeddedURL } from './servers';

const port = Number(new URL(embeddedURL).port);
/** Where the standalone server of this checkout keeps what it caches on disk. */
const routeCache = path.resolve('.next/standalone/.next/server/route-cache');

/** Bytes under `folder`, 0 when it does not exist. */
function folderSize(folder: string): number {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  return entries.reduce((total, entry) => {
    const full = path.join(folder, entry.name);
    return total + (entry.isDirectory() ? folderSize(full) : statSync(full).size);
  }, 0);
}

const randomName = () => Math.random().toString(36).slice(2, 10);

test.describe('hostile requests to npm start', () => {
  test('each gets its 4xx with Allow where due and the security headers, never a 5xx', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Requests, not viewports.');
    for (const { method, path: target, headers, status, allow } of [
      ...hostileRequests,
      connectRequest,
    ]) {
      const response = await rawRequest({ port, method, path: target, headers });
      const name = `${method} ${target}`;
      expect(response.status, name).toBe(status);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['content-security-policy'], name).toMatch(/frame-ancestors 'none'/);
      if (allow) expect(response.headers.allow, name).toBe(allow);
    }
  });

  test("writes to the build's own chunks get 405, not a 500", async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Requests, not viewports.');
    const chunk = (await (await fetch(`${embeddedURL}/`)).text()).match(
      /\/_next\/static\/chunks\/[\w.-]+\.js/,
    )?.[0];
    expect(chunk, 'a chunk on the home page').toBeDefined();
    expect((await rawRequest({ port, path: chunk! })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await rawRequest({ port, method, path: chunk! });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.headers['x-content-type-options'], method).toBe('nosniff');
    }
  });

  test('500 unknown job pages and social cards: every answer a 404, and the disk cache grows by less than 100 KB', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Requests, not viewports.');
    const jobSlug = (await (await fetch(`${embeddedURL}/careers`)).text()).match(
      /href="\/careers\/([a-z0-9-]+-\d+)"/,
    )?.[1];
    expect(jobSlug, 'a job link on /careers').toBeDefined();
    const targets = Array.from({ length: 500 }, (_, i) => {
      const name = randomName();
      return [
        `/careers/${name}-${i}`,
        `/og/${name}`,
        `/og/careers/${name}-${i}`,
        `/og/about/${name}`,
        `/og/careers/${jobSlug}/${name}`,
      ][i % 5]!;
    });
    const before = folderSize(routeCache);
    const answers: { target: string; status: number; noindex: boolean }[] = [];
    const queue = [...targets];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let target = queue.shift(); target; target = queue.shift()) {
          const response = await fetch(`${embeddedURL}${target}`, { redirect: 'manual' });
          const body = await response.text();
          answers.push({
            target,
            status: response.status,
            noindex:
              !target.startsWith('/careers/') || /<meta name="robots" content="noindex/.test(body),
          });
        }
      }),
    );
    const grown = folderSize(routeCache) - before;
    console.log(`500 unknown URLs: route cache grew by ${grown} bytes`);
    expect(answers.filter((answer) => answer.status !== 404)).toEqual([]);
    expect(answers.filter((answer) => !answer.noindex)).toEqual([]);
    expect(grown).toBeLessThan(100 * 1024);
  });

  test('the resume reader: a 4xx for what it does not read, nothing from a bomb, and a burst past the reader 503 with Retry-After', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Requests, not viewports.');
    const reader = `${embeddedURL}/api/resume-fields`;
    // A client of its own (the servers believe X-Forwarded-For from loopback in the tests).
    const client = { 'X-Forwarded-For': '198.51.100.23' };
    const post = (body: Uint8Array | string, headers: Record<string, string>) =>
      fetch(reader, { method: 'POST', body: body as BodyInit, headers: { ...client, ...headers } });
    const pdf = { 'Content-Type': 'application/pdf' };
    expect((await post('x', { 'Content-Type': 'text/html' })).status).toBe(415);
    expect((await post(new Uint8Array(4 * 1024 * 1024 + 1), pdf)).status).toBe(413);
    const crossSite = {
      ...pdf,
      Origin: 'https://attacker.example',
      'Sec-Fetch-Site': 'cross-site',
    };
    expect((await post('%PDF-1.4', crossSite)).status).toBe(403);
    expect((await fetch(reader)).status).toBe(405);

    // A page that inflates to 256 MiB fills nothing and holds nothing (that its size refuses it
    // before PDF.js sees it is resume-structure.test.ts's: the wall time here waits on other specs' files).
    const bomb = await post(pdfWithStream('/FlateDecode', zlibZeros(256)), pdf);
    expect(bomb.status).toBe(200);
    expect(await bomb.json()).toMatchObject({ success: true, fields: {} });

    // One file at a time per server, three waiting: the others are refused with a time to come
    // back (the browser reads them). Whether a burst fills the reader depends on how fast this
    // machine reads, so bursts are sent until one does.
    const resume = new Uint8Array(readFileSync('tests/unit/fixtures/resumes/printed.pdf'));
    let refused = false;
    for (let round = 0; round < 4 && !refused; round += 1) {
      const burst = await Promise.all(Array.from({ length: 16 }, () => post(resume, pdf)));
      const statuses = burst.map((response) => response.status);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(4);
      for (const busy of burst.filter((response) => response.status === 503))
        expect(busy.headers.get('Retry-After')).toBe('1');
      const read = await burst[statuses.indexOf(200)]!.json();
      expect(read.fields).toMatchObject({ first_name: 'Meera', email: 'meera.iyer@example.com' });
      refused = statuses.includes(503);
    }
    expect(refused, 'a burst that fills the reader is refused').toBe(true);
  });
});
