import { BackendError, type ApplicationInput } from '@/lib/backend/types';
import { applicationMessages } from '@/content/application';
import { getStore } from '@/lib/store';
import { docBytes, docxBytes, exeBytes, pdfBytes } from './fixtures/files';
import {
  docxBomb,
  oleHeaderThenHtml,
  pdfHeaderThenHtml,
  zipHeaderThenHtml,
} from './fixtures/hostile-resumes';
import { validApplicationFields } from './fixtures/application';
import { withoutLength } from './fixtures/without-length';

// The company's name in the no-JavaScript answer pages: the published global, here the seed's.
jest.mock('@/lib/cms/global', () => jest.requireActual('./fixtures/seeded-globals'));

const submitApplication = jest.fn();
jest.mock('@/lib/backend', () => ({ getBackend: () => ({ submitApplication }) }));

const { POST } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@/app/api/applications/route') as typeof import('@/app/api/applications/route');

const URL = 'http://localhost:3000/api/applications';
const fields = validApplicationFields;

function form(
  resume: { bytes: Uint8Array; name: string } | null,
  extra: Record<string, string> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...extra })) body.append(name, value);
  if (resume)
    body.append('resume', new Blob([resume.bytes as Uint8Array<ArrayBuffer>]), resume.name);
  return body;
}

const request = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(URL, {
    method: 'POST',
    body,
    headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', ...headers },
  });

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return POST(request(body, headers));
}

beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
beforeEach(() => {
  submitApplication.mockReset();
  submitApplication.mockResolvedValue({ success: true, message: 'Received' });
});

const { GET: status } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@/app/(site)/careers/applications/[reference]/route') as typeof import('@/app/(site)/careers/applications/[reference]/route');
const statusOf = (path: string) => status(new Request(`http://localhost:3000${path}`));

describe('the receipt, its status page and the source', () => {
  it('links a status page that shows the delivery; a wrong token or reference gets the same 404', async () => {
    const response = await post(form({ bytes: pdfBytes(), name: 'cv.pdf' }));
    const { receipt } = await response.json();
    const page = await statusOf(receipt.statusPath);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain(`Application ${receipt.reference}`);
    expect(html).toContain('Delivered to our recruitment team');
    expect(html).not.toContain(fields.email);

    const [path, token] = receipt.statusPath.split('?token=');
    const forged = await statusOf(
      `${path}?token=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    );
    const unknown = await statusOf(`/careers/applications/app-0000000000?token=${token}`);
    const none = await statusOf(path);
    for (const refused of [forged, unknown, none]) expect(refused.status).toBe(404);
    expect(await unknown.text()).toBe(await forged.text());
  });

  it('keeps where the applicant came from, from the dialog or the plain form’s page', async () => {
    await post(
      form({ bytes: pdfBytes(), name: 'cv.pdf' }, { source: 'ref=Priya Sharma&utm_source=x' }),
    );
    expect((submitApplication.mock.calls[0][0] as ApplicationInput).source).toEqual({
      channel: 'referral',
      ref: 'priya-sharma',
      utm_source: 'x',
    });
    await post(form({ bytes: pdfBytes(), name: 'cv.pdf' }), {
      referer: 'http://localhost:3000/careers/a-24?utm_source=google_jobs_apply&utm_medium=organic',
    });
    expect((submitApplication.mock.calls[1][0] as ApplicationInput).source).toEqual({
      channel: 'google-jobs',
      utm_source: 'google_jobs_apply',
      utm_medium: 'organic',
    });
  });
});

describe('POST /api/applications', () => {
  it.each([
    ['cv.pdf', pdfBytes(), 'application/pdf', 'pdf'],
    ['cv.doc', docBytes(), 'application/msword', 'doc'],
    [
      'cv.docx',
      docxBytes(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
  ])(
    'accepts %s and forwards the bytes under a name of our own',
    async (name, bytes, contentType, extension) => {
      const response = await post(
        form({ bytes, name: `../../${name}` }, { cover_letter: '', linkedin_url: '' }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        message: 'Received',
        receipt: {
          reference: expect.stringMatching(/^APP-[\dA-F]{10}$/),
          jobTitle: 'Job 24',
          submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          statusPath: expect.stringMatching(/^\/careers\/applications\/app-[\da-f]{10}\?token=/),
        },
      });
      const input = submitApplication.mock.calls[0][0] as ApplicationInput;
      expect(input.resume).toEqual({
        bytes,
        filename: `resume-asha-rao.${extension}`,
        contentType,
      });
      expect(input.experience_years).toBe(4);
      expect(input).not.toHaveProperty('cover_letter');
      expect(input).not.toHaveProperty('linkedin_url');
    },
  );

  it('refuses a renamed executable', async () => {
    const response = await post(form({ bytes: exeBytes(), name: 'cv.pdf' }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors.resume).toBe(
      "The resume's content is not a PDF, DOC or DOCX document",
    );
    expect(submitApplication).not.toHaveBeenCalled();
  });

  it.each([
    ['cv.pdf', pdfHeaderThenHtml],
    ['cv.doc', oleHeaderThenHtml],
    ['cv.docx', zipHeaderThenHtml],
    ['cv.docx', () => docxBomb({ honest: true })],
    ['cv.docx', () => docxBomb({ honest: false })],
  ])(
    'refuses a %s whose structure is not its type with 422 and the form message, keeping nothing',
    async (name, bytes) => {
      const stored = async () =>
        Object.values(await (await getStore()).outbox.depth()).reduce((sum, n) => sum + n, 0);
      const before = await stored();
      const response = await post(form({ bytes: bytes(), name }));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Please correct the highlighted fields',
        fieldErrors: { resume: applicationMessages.resumeContent },
      });
      expect(submitApplication).not.toHaveBeenCalled();
      expect(await stored()).toBe(before);
    },
  );

  it('refuses an empty file and a missing file', async () => {
    const empty = await post(form({ bytes: new Uint8Array(0), name: 'cv.pdf' }));
    expect(empty.status).toBe(422);
    expect((await empty.json()).fieldErrors.resume).toBe('The resume file is empty');
    const missing = await post(form(null));
    expect((await missing.json()).fieldErrors.resume).toBe('Resume is required');
  });

  it('answers 413 for a 6 MB upload, declared or not', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(pdfBytes());
    const response = await POST(withoutLength(request(form({ bytes: big, name: 'cv.pdf' }))));
    expect(response.status).toBe(413);
    const declared = await post(form({ bytes: pdfBytes(), name: 'cv.pdf' }), {
      'content-length': String(7 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
  });

  it('answers 422 with a message per missing or invalid field', async () => {
    const body = form(
      { bytes: pdfBytes(), name: 'cv.pdf' },
      { first_name: '', email: 'asha', phone: '123', experience_years: '60' },
    );
    const response = await post(body);
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({
      first_name: 'First name is required',
      email: 'Invalid email format',
      phone: 'Invalid phone number format',
      experience_years: 'Experience years must be between 0 and 50',
    });
  });

  it('answers 415 for anything but multipart', async () => {
    const response = await post(JSON.stringify(fields), { 'content-type': 'application/json' });
    expect(response.status).toBe(415);
  });

  it('answers 403 for a cross-site request', async () => {
    expect(
      (await post(form({ bytes: pdfBytes(), name: 'cv.pdf' }), { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect(
      (
        await post(form({ bytes: pdfBytes(), name: 'cv.pdf' }), {
          'sec-fetch-site': '',
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
  });

  it('answers 400 for a malformed body', async () => {
    const response = await post('garbage', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(response.status).toBe(400);
  });

  it("passes on the admin API's refusal with its missing fields as field errors", async () => {
    submitApplication.mockResolvedValue({
      success: false,
      message: 'Missing required fields',
      missingFields: ['phone'],
    });
    const response = await post(form({ bytes: pdfBytes(), name: 'cv.pdf' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Missing required fields',
      fieldErrors: { phone: 'Phone is required' },
    });
  });

  it.each(['timeout', 'network', 'status'] as const)(
    'keeps the application for a retry after a %s failure upstream',
    async (kind) => {
      submitApplication.mockRejectedValue(
        new BackendError('upstream', kind === 'status' ? 500 : 0, '/applications', kind),
      );
      const response = await post(form({ bytes: pdfBytes(), name: 'cv.pdf' }));
      expect(response.status).toBe(202);
      expect((await response.json()).message).toBe(
        'Thank you — your application has been received and will be processed shortly.',
      );
    },
  );
});
