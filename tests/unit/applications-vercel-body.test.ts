// Under Vercel's settings (VERCEL set), the largest application the form accepts (every field
// at its longest, in three-byte characters where free text is allowed, and a resume of exactly
// RESUME_MAX_BYTES) stays below the 4.5 MB a Vercel Function takes as a request body, and
// reaches the admin API with the resume byte for byte.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM test helper without types
import { start } from '@/tests/fake-admin-api/server.mjs';
import { RESUME_MAX_BYTES } from '@/lib/shared/schemas/application';
import { loadWithEnv } from './fixtures/load-with-env';
import { closeProcessStore } from './fixtures/process-store';
import { pdfOfSize } from './fixtures/sized-pdf';

/** Vercel's limit on a Function's request body, read as the smaller of its two meanings. */
const VERCEL_BODY_LIMIT = 4_500_000;

type Recorded = {
  method: string;
  path: string;
  fields?: Record<string, string>;
  files?: { name: string; size: number; sha256: string }[];
};
type Fake = { url: string; state: { requests: Recorded[] }; close(): Promise<void> };

let fake: Fake;
let dataDir: string;
beforeAll(async () => {
  fake = await start({ port: 0 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'vercel-body-'));
});
afterAll(async () => {
  await closeProcessStore();
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function largestApplication(resume: Uint8Array): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    job_id: '1'.repeat(64),
    first_name: 'A'.repeat(100),
    last_name: 'B'.repeat(100),
    email: `${'a'.repeat(240)}@example.com`,
    phone: `+${'9'.repeat(29)}`,
    experience_years: '50',
    current_company: '€'.repeat(200),
    expected_salary: '€'.repeat(100),
    notice_period: '€'.repeat(100),
    linkedin_url: `https://www.linkedin.com/in/${'a'.repeat(272)}`,
    portfolio_url: `https://example.com/${'p'.repeat(280)}`,
    cover_letter: '€'.repeat(5000),
    idempotency_key: 'k'.repeat(100),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const filename = `${'r'.repeat(200)}.pdf`;
  form.append(
    'resume',
    new Blob([resume as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    filename,
  );
  return form;
}

it('the largest accepted application fits Vercel’s request body and reaches the admin API whole', async () => {
  const resume = pdfOfSize(RESUME_MAX_BYTES);
  const encoded = new Request('http://localhost/api/applications', {
    method: 'POST',
    body: largestApplication(resume),
  });
  const contentType = encoded.headers.get('content-type')!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  console.log(`largest application: ${body.length} bytes, Vercel's limit ${VERCEL_BODY_LIMIT}`);
  expect(body.length).toBeLessThan(VERCEL_BODY_LIMIT);

  const { POST } = loadWithEnv(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    () => require('@/app/api/applications/route') as typeof import('@/app/api/applications/route'),
    {
      VERCEL: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      ADMIN_API_URL: `${fake.url}/admin/api`,
      OUTBOX_ANSWER_WITHIN_MS: '10000',
    },
  );
  const response = await POST(
    new Request('http://localhost:3000/api/applications', {
      method: 'POST',
      body,
      headers: {
        'content-type': contentType,
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
    }),
  );
  expect(await response.json()).toMatchObject({ success: true });
  const delivered = fake.state.requests.filter((request) =>
    request.path.endsWith('/applications/submit-application.php'),
  );
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.files).toEqual([
    expect.objectContaining({
      name: 'resume',
      size: RESUME_MAX_BYTES,
      sha256: createHash('sha256').update(resume).digest('hex'),
    }),
  ]);
  expect(delivered[0]!.fields?.cover_letter).toBe('€'.repeat(5000));
});
