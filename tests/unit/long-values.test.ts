// No value a form accepts can hold the server: a megabyte in any text field of any form
// route is refused within 500 ms, and a GET /api/health due every 20 ms meanwhile answers within
// 400 ms of when it was due. The values are the email pattern's old worst case ('a@', dots, '@'),
// which held the event loop for seconds at 40 KB; JSON and urlencoded bodies stop at 32 KB, so
// those forms also get the longest value their cap lets through.
// Both are timed in this process's CPU time: a blocked event loop is the process computing, while
// a shared machine (CI builds beside the tests) can also pause it for longer than either budget.
import { JSON_MAX_BYTES } from '@/lib/http/body';
import { cpuMs } from '@/tests/support/cpu-time';
import { pdfBytes } from './fixtures/files';
import { setUpFormRoutes } from './fixtures/form-routes';
import { validEnquiry } from './fixtures/enquiry';
import { validApplicationFields } from './fixtures/application';

type Handler = (request: Request) => Promise<Response>;
const routes = setUpFormRoutes({ enquiries: '1000/600', applications: '1000/3600' });
let jobAlerts: Handler;
let health: Handler;
beforeAll(() => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  jobAlerts = require('@/app/api/job-alerts/route').POST;
  health = require('@/app/api/health/route').GET;
  /* eslint-enable @typescript-eslint/no-require-imports */
});

const SITE = 'http://localhost:3000';
const MEGABYTE = 1024 * 1024;
/** The old email pattern's quadratic case, `bytes` long. */
const worstCase = (bytes: number) => `a@${'.'.repeat(bytes - 3)}@`;
/** About the longest value a JSON or urlencoded body keeps under its cap beside the other fields. */
const UNDER_JSON_CAP = JSON_MAX_BYTES - 2048;

let client = 0;
const headers = (extra: Record<string, string> = {}) => ({
  origin: SITE,
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': `203.0.113.${(client = (client % 250) + 1)}`,
  ...extra,
});

const json = (path: string, body: object) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers({ 'content-type': 'application/json' }),
  });
const urlencoded = (path: string, body: Record<string, string>) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    body: new URLSearchParams(body).toString(),
    headers: headers({ 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }),
  });
function multipart(body: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  form.append('resume', new Blob([pdfBytes() as Uint8Array<ArrayBuffer>]), 'cv.pdf');
  return new Request(`${SITE}/api/applications`, {
    method: 'POST',
    body: form,
    headers: headers(),
  });
}

/**
 * Runs `work` while a health check falls due every 20 ms; the most CPU time spent between a tick
 * and the answer to the check after it (a blocked event loop delays both the check and its answer).
 */
async function worstHealthDelay(work: () => Promise<void>): Promise<number> {
  let worst = 0;
  const answers: Promise<void>[] = [];
  let lastTick = cpuMs();
  const check = () => {
    const since = lastTick;
    lastTick = cpuMs();
    answers.push(
      health(new Request(`${SITE}/api/health`)).then((response) => {
        expect(response.status).toBe(200);
        worst = Math.max(worst, cpuMs() - since);
      }),
    );
  };
  check();
  const timer = setInterval(check, 20);
  try {
    await work();
    // A check held up by the work fires now, before this wait ends.
    await new Promise((resolve) => setTimeout(resolve, 30));
  } finally {
    clearInterval(timer);
  }
  await Promise.all(answers);
  return worst;
}

type Case = [form: string, field: string, request: () => Request, handler: () => Handler];

const enquiryFields = [...Object.keys(validEnquiry), 'idempotency_key'];
const dataRequest = { full_name: 'Asha Verma', email: 'asha@example.com', request_type: 'access' };
const dataRequestFields = [...Object.keys(dataRequest), 'details'];
const jobAlertFields = ['email', 'keywords', 'location', 'type'];
const applicationFields = [
  ...Object.keys(validApplicationFields),
  'current_company',
  'expected_salary',
  'notice_period',
  'linkedin_url',
  'portfolio_url',
  'cover_letter',
  'idempotency_key',
];

/** A form posted both ways (JSON and a plain form post) with `bytes` in each field in turn. */
function bothWays(
  form: string,
  path: string,
  valid: Record<string, string>,
  fields: string[],
  handler: () => Handler,
  bytes: number,
): Case[] {
  const size = bytes === MEGABYTE ? '1 MB' : `${Math.round(bytes / 1024)} KB`;
  return fields.flatMap((field): Case[] => {
    const values = () => ({ ...valid, [field]: worstCase(bytes) });
    return [
      [`${form} (JSON, ${size})`, field, () => json(path, values()), handler],
      [`${form} (form post, ${size})`, field, () => urlencoded(path, values()), handler],
    ];
  });
}

const cases: Case[] = [
  ...applicationFields.map((field): Case => [
    'application (multipart, 1 MB)',
    field,
    () => multipart({ ...validApplicationFields, [field]: worstCase(MEGABYTE) }),
    () => routes.applications,
  ]),
  ...[MEGABYTE, UNDER_JSON_CAP].flatMap((bytes) => [
    ...bothWays(
      'enquiry',
      '/api/enquiries',
      validEnquiry,
      enquiryFields,
      () => routes.enquiries,
      bytes,
    ),
    ...bothWays(
      'data request',
      '/api/data-requests',
      dataRequest,
      dataRequestFields,
      () => routes.dataRequests,
      bytes,
    ),
    ...bothWays(
      'job alert',
      '/api/job-alerts',
      { email: 'asha@example.com' },
      jobAlertFields,
      () => jobAlerts,
      bytes,
    ),
  ]),
];

beforeAll(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Once untimed: the first requests load and compile what every later one shares.
  for (const [, , request, handler] of [cases[0]!, cases[1]!, cases.at(-1)!])
    await handler()(request());
});

it.each(cases)(
  '%s: a long %s is refused in time, and health keeps answering',
  async (_, field, request, handler) => {
    const posted = request();
    let status = 0;
    let took = 0;
    const healthDelay = await worstHealthDelay(async () => {
      const started = cpuMs();
      const response = await handler()(posted);
      took = cpuMs() - started;
      status = response.status;
    });
    expect({ field, status: status >= 400 && status < 500 }).toEqual({ field, status: true });
    expect(took).toBeLessThan(500);
    expect(healthDelay).toBeLessThan(400);
  },
);
