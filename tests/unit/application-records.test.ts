// What the site itself keeps of an application (its outbox record, with where the applicant came
// from) for the data-principal requests: listed for an access request, deleted by an erasure.
import { pdfBytes } from './fixtures/files';
import { validApplicationFields } from './fixtures/application';
import { setUpFormRoutes } from './fixtures/form-routes';

const routes = setUpFormRoutes({ enquiries: '100/600', applications: '100/3600' });
const SITE = 'http://localhost:3000';

function apply(email: string, ref: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...validApplicationFields, email }))
    body.append(name, value);
  body.append('source', `ref=${ref}`);
  body.append('resume', new Blob([pdfBytes() as Uint8Array<ArrayBuffer>]), 'cv.pdf');
  return routes.applications(
    new Request(`${SITE}/api/applications`, {
      method: 'POST',
      body,
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
    }),
  );
}

it('lists an address’s applications with their source, and erases them, leaving others', async () => {
  const { applicationRecordsText, eraseApplicationRecords } =
    await import('@/lib/submissions/records');
  const { receipt } = await (await apply('Asha.Records+x@example.com', 'emp-7')).json();
  await apply('someone.else@example.com', 'emp-8');

  const listed = await applicationRecordsText('asha.records@example.com');
  expect(listed).toContain(receipt.reference);
  expect(listed).toContain('source: referral emp-7');
  expect(listed).not.toContain('emp-8');

  expect(await eraseApplicationRecords('asha.records@example.com')).toBe(1);
  expect(await applicationRecordsText('asha.records@example.com')).toBe('');
  expect(await applicationRecordsText('someone.else@example.com')).toContain('emp-8');
});
