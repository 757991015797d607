// The abuse probes of `npm run scan`: what an outside tester sent that once stalled the
// site, made it mail strangers, acted on someone else's data or grew its disk. Each probe prints
// one line, PASS or FAIL with what it measured. Every request names its own client in
// X-Forwarded-For, which the scan's own server believes (TRUSTED_PROXY_HEADER), so the probes do
// not meet each other's per-client limits.

const MB = 1024 * 1024;
let clients = 0;

/** A same-origin request as the site's own pages send it, from a client of its own. */
async function send(base, path, { method = 'GET', body, type, timeoutMs = 10_000 } = {}) {
  const headers = {
    origin: base.origin,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': `198.18.${Math.floor((clients += 1) / 250)}.${clients % 250}`,
    ...(type && { 'content-type': type }),
  };
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(new URL(path, base), {
      method,
      body,
      headers,
      redirect: 'manual',
      signal,
    });
    return {
      status: response.status,
      text: await response.text(),
      ms: performance.now() - started,
    };
  } catch (error) {
    // No answer in time (a stalled server), or the connection failed: status 0.
    return { status: 0, text: String(error?.name), ms: performance.now() - started };
  }
}

const json = (value) => ({ method: 'POST', body: JSON.stringify(value), type: 'application/json' });
const is4xx = (status) => status >= 400 && status < 500;

async function waitFor(check, timeoutMs = 5000) {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** Job-alert confirmations to +tag and dotted variants of one mailbox: 429 after the limit. */
async function jobAlertFlood(base) {
  const statuses = [];
  for (let i = 0; i < 8; i += 1) {
    const email = `scan.flood${'.'.repeat(i % 2)}+${i}@gmail.com`;
    statuses.push((await send(base, '/api/job-alerts', json({ email }))).status);
  }
  if (statuses[0] === 404) return { skip: 'job alerts are off (no SMTP_URL)' };
  const first429 = statuses.indexOf(429);
  return {
    pass: statuses[0] === 202 && first429 > 0 && statuses.slice(first429).every((s) => s === 429),
    detail: `statuses ${statuses.join(' ')}`,
  };
}

/** An erasure request nobody confirmed: the address's job alert is still there. */
async function unconfirmedErasure(base, { inbox }) {
  const email = 'scan.owner@example.com';
  const subscribed = await send(base, '/api/job-alerts', json({ email }));
  const erasure = await send(
    base,
    '/api/data-requests',
    json({ full_name: 'Scan Probe', email, request_type: 'erasure' }),
  );
  const acted = erasure.status === 200;
  if (!inbox || subscribed.status !== 202)
    return {
      pass: erasure.status === 202,
      detail: `erasure answered ${erasure.status} (202: waits for the mailbox's confirmation)`,
    };
  const mail = await waitFor(() =>
    inbox.mails.find((m) => m.to?.text === email && /job alert/i.test(m.subject ?? '')),
  );
  const link = /https?:\/\/[^/\s]+(\/api\/job-alerts\/confirm\?\S+)/.exec(mail?.text ?? '')?.[1];
  const alertPage = link ? await send(base, link) : { status: 0 };
  const told = await waitFor(() =>
    inbox.mails.find((m) => m.to?.text === email && /data request/i.test(m.subject ?? '')),
  );
  return {
    pass: !acted && erasure.status === 202 && alertPage.status === 200 && Boolean(told),
    detail: `erasure answered ${erasure.status}; the alert's link then answered ${alertPage.status} (200: not deleted); the address was ${told ? '' : 'not '}told`,
  };
}

/** Field vitals for a page that does not exist, and with a long element description. */
async function vitals(base) {
  const beacon = {
    name: 'LCP',
    value: 1800,
    rating: 'good',
    id: 'scan-1',
    navigationType: 'navigate',
    page: '/about',
  };
  const unknown = await send(
    base,
    '/api/vitals',
    json({ ...beacon, page: '/careers/made-up-role-999999' }),
  );
  const long = await send(
    base,
    '/api/vitals',
    json({ ...beacon, attribution: { element: `main>${'div>'.repeat(40)}p` } }),
  );
  return {
    pass: is4xx(unknown.status) && is4xx(long.status),
    detail: `unknown page ${unknown.status}, 160-character element ${long.status}`,
  };
}

/** The photo route asked for something on the admin host that is no testimonial photo. */
async function photoRoute(base, { fakeAdmin }) {
  const paths = [
    '/api/photos/admin/api/scan-probe.php',
    '/api/photos/admin/api/jobs/public-jobs.php',
  ];
  const answers = await Promise.all(paths.map((path) => send(base, path)));
  let reached = 'not checked';
  if (fakeAdmin) {
    const requests = await (await fetch(`${fakeAdmin}/__requests`)).json();
    reached = requests.some((r) => r.path === '/admin/api/scan-probe.php') ? 'yes' : 'no';
  }
  return {
    pass: answers.every((answer) => is4xx(answer.status)) && reached !== 'yes',
    detail: `${answers.map((a) => a.status).join(', ')}; admin host reached: ${reached}`,
  };
}

/** A 1 MB value in a text field of each form route: 4xx within 500 ms, health within 200 ms meanwhile. */
async function megabyteFields(base) {
  const big = 'x'.repeat(MB);
  const hostileEmail = `a@${'.'.repeat(MB)}@`;
  const application = new FormData();
  for (const [name, value] of Object.entries({
    first_name: 'Scan',
    last_name: 'Probe',
    email: hostileEmail,
    phone: '9876543210',
    experience_years: '2',
    cover_letter: big,
    job_id: '1',
  }))
    application.set(name, value);
  application.set('resume', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
  const forms = [
    [
      '/api/enquiries',
      json({
        full_name: 'Scan',
        email: 'scan@example.com',
        phone: '9876543210',
        service: 'x',
        subject: 'x',
        message: big,
      }),
    ],
    ['/api/applications', { body: application }],
    [
      '/api/job-alerts',
      {
        body: new URLSearchParams({ email: 'scan@example.com', keywords: big }),
        type: 'application/x-www-form-urlencoded',
      },
    ],
    [
      '/api/data-requests',
      json({ full_name: 'Scan', email: hostileEmail, request_type: 'access', details: big }),
    ],
  ];
  const lines = [];
  let pass = true;
  for (const [path, body] of forms) {
    const [answer, health] = await Promise.all([
      send(base, path, { method: 'POST', ...body, timeoutMs: 5000 }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        send(base, '/api/health', { timeoutMs: 5000 }),
      ),
    ]);
    const ok = is4xx(answer.status) && answer.ms < 500 && health.status === 200 && health.ms < 200;
    pass &&= ok;
    lines.push(
      `${path} ${answer.status || 'no answer'} in ${Math.round(answer.ms)} ms, health ${health.status || 'no answer'} in ${Math.round(health.ms)} ms${ok ? '' : ' <-'}`,
    );
  }
  return { pass, detail: lines.join('; ') };
}

const PROBES = [
  ['job-alert confirmation flood, +tag and dotted variants', jobAlertFlood],
  ['data-request erasure without confirmation', unconfirmedErasure],
  ['vitals for an unknown page and a long element', vitals],
  ['photo route outside the testimonial photos', photoRoute],
];
/** Last: on a site that still backtracks, it stalls the server. */
const LAST = ['1 MB text field to each form route', megabyteFields];

async function run([name, probe], base, context = {}) {
  const result = await probe(base, context);
  const verdict = result.skip ? 'SKIP' : result.pass ? 'PASS' : 'FAIL';
  console.log(`${verdict} ${name}: ${result.skip ?? result.detail}`);
  return verdict === 'FAIL' ? 1 : 0;
}

/** Runs the probes but the last against `target`; returns how many failed. */
export async function runProbes(target, { inbox, fakeAdmin } = {}) {
  console.log(`\nAbuse probes against ${target}`);
  let failed = 0;
  for (const probe of PROBES) failed += await run(probe, new URL(target), { inbox, fakeAdmin });
  return failed;
}

/** The probe that may stall a vulnerable server, run after everything else; 1 when it failed. */
export const runLastProbe = (target) => run(LAST, new URL(target));
