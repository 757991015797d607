// The talent-pool consent reaches the admin API as its own fields only when the candidate ticked
// it, with the words agreed to and when; the application never depends on it.
import { talentPool } from '@/content/data-protection';
import { pdfBytes } from './fixtures/files';
import { setUpFormRoutes } from './fixtures/form-routes';
import { validApplicationFields } from './fixtures/application';

const routes = setUpFormRoutes({ enquiries: '100/600', applications: '100/3600' });
const SITE = 'http://localhost:3000';

let client = 0;

async function apply(email: string, consent?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...validApplicationFields, email }))
    body.append(name, value);
  if (consent !== undefined) body.append('talent_pool_consent', consent);
  body.append('resume', new Blob([pdfBytes() as Uint8Array<ArrayBuffer>]), 'cv.pdf');
  const response = await routes.applications(
    new Request(`${SITE}/api/applications`, {
      method: 'POST',
      body,
      headers: {
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': `203.0.113.${(client += 1)}`,
      },
    }),
  );
  expect(response.status).toBe(200);
  return routes.fake.state.requests.find((request) => request.fields?.email === email)!.fields!;
}

it('sends the consent, its words and its time when the box was ticked', async () => {
  const before = Date.now();
  const fields = await apply('pool.yes@example.com', 'yes');
  expect(fields.talent_pool_consent).toBe('yes');
  expect(fields.talent_pool_consent_text).toBe(talentPool.label);
  const at = Date.parse(fields.talent_pool_consent_at!);
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(Date.now());
});

it.each([undefined, '', 'no'])(
  'sends no consent fields when the box was not ticked (%p)',
  async (consent) => {
    // A local part may not end in a dot: the empty answer gets a name of its own.
    const fields = await apply(`pool.${String(consent || 'empty')}@example.com`, consent);
    expect(Object.keys(fields).filter((name) => name.startsWith('talent_pool'))).toEqual([]);
  },
);
