import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pagesWithAJob } from './helpers';

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

type VnuMessage = {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/**
 * Runs the W3C Nu checker once (one JVM) over every file in `dir`; it exits 1 when it finds errors.
 * A run this short is over before the optimising compiler pays off: the quick one alone takes half
 * the CPU time (it needs a larger thread stack for the HTML schema).
 */
function validate(dir: string): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      [
        '-Xss4m',
        '-XX:TieredStopAtLevel=1',
        '-jar',
        vnuJar,
        '--format',
        'json',
        '--errors-only',
        '--stdout',
        dir,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (!stdout) return reject(error ?? new Error('vnu printed nothing'));
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      },
    );
  });
}

test('every page is valid HTML for the W3C Nu checker: every page record, a job page, the 404 page', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The built HTML is the same for both viewports.');
  const paths = [...(await pagesWithAJob(request)), '/careers/closed-role-99999'];

  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const pathOfFile = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath, { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(pagePath.endsWith('99999') ? 404 : 200);
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, await response.text());
      pathOfFile.set(file, pagePath);
    }
    const errors = Object.fromEntries(paths.map((pagePath) => [pagePath, [] as string[]]));
    for (const message of await validate(dir)) {
      // vnu names files as file:/tmp/…, with one slash.
      const pagePath =
        pathOfFile.get(decodeURIComponent(new URL(message.url).pathname)) ?? message.url;
      (errors[pagePath] ??= []).push(
        `line ${message.lastLine}: ${message.message} ${message.extract?.trim() ?? ''}`,
      );
    }
    expect(errors).toEqual(Object.fromEntries(paths.map((pagePath) => [pagePath, []])));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
