// A fake of the company's admin API for tests: plain node:http, no dependencies.
// Serves the demo fixture under any base path (e.g. http://127.0.0.1:3499/admin/api), records
// every request, and can be switched into failure modes:
//   GET /__requests  -> recorded requests     POST /__reset -> clear them, mode back to 'ok'
//   POST /__mode {"mode": "ok|slow|error500|nonjson|reset|ratelimited|success-false|missing-fields|
//                          empty-testimonials|bad-testimonials", "delayMs": 11000, "match": "token"}
//   With "match", the mode applies only to requests whose body contains that text, and each
//   text keeps its own mode until set back to 'ok' with the same "match" (so tests running in
//   parallel can each break or slow their own submissions); other requests get the mode set
//   without "match" ('ok' unless changed).
//   Each recorded request says which mode answered it ("mode"). 'ratelimited' answers 429 with
//   Retry-After: retryAfter seconds (default 1).
//   GET /images/testimonials/<name>.png -> the fixture's photos, as the admin host serves its uploads.
//   POST /__jobs {"hide": ["1024"]} -> the job list leaves those ids out (a job closed in the
//   admin) until the next /__jobs or /__reset; {"hide": []} lists every job again.
// Port: FAKE_ADMIN_PORT (default 3199) when run as `node tests/fake-admin-api/server.mjs`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseMultipart } from './multipart.mjs';

// Resolved from the working directory (the repo root for Jest, Playwright and npm scripts), not
// import.meta, so Jest's CommonJS transform can load this file in-process.
const fixturePath = path.resolve(
  process.env.FAKE_ADMIN_FIXTURE ?? 'tests/fake-admin-api/fixture.json',
);
const fixture = JSON.parse(readFileSync(fixturePath, 'utf8'));
const CONTACT_FIELDS = ['full_name', 'email', 'phone', 'service', 'subject', 'message'];
const APPLICATION_FIELDS = [
  'job_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'experience_years',
];

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function decode(headers, raw) {
  const type = headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const { fields, files } = parseMultipart(raw, type);
    return {
      fields,
      files: files.map((file) => ({
        name: file.name,
        filename: file.filename,
        contentType: file.contentType,
        size: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
      })),
    };
  }
  const text = raw.toString('utf8');
  if (type.includes('json')) {
    try {
      return { json: JSON.parse(text) };
    } catch {
      return { text };
    }
  }
  return text ? { text } : {};
}

const missingOf = (fields, record) =>
  fields.filter((field) => !String(record?.[field] ?? '').trim());

function answer(route, url, body, { mode, hiddenJobs }) {
  if (mode === 'success-false')
    return { success: false, message: 'Submission rejected by the admin API' };
  if (mode === 'missing-fields') return { success: false, missing_fields: ['phone', 'subject'] };
  if (route === 'testimonials') {
    if (mode === 'empty-testimonials') return { success: true, data: { testimonials: [] } };
    if (mode === 'bad-testimonials')
      return { success: true, data: { items: fixture.testimonials } };
    return { success: true, data: { testimonials: fixture.testimonials } };
  }
  if (route === 'jobs') {
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const limit = Math.max(1, Number(url.searchParams.get('limit')) || 10);
    const open = fixture.jobs.filter((job) => !hiddenJobs.has(String(job.id)));
    const jobs = open.slice((page - 1) * limit, page * limit);
    return { success: true, data: { jobs, total: open.length } };
  }
  if (route === 'contact') {
    const missing = missingOf(CONTACT_FIELDS, body.json);
    if (missing.length)
      return { success: false, message: 'Missing required fields', missing_fields: missing };
    return { success: true, message: 'Thank you for contacting us. We will get back to you soon.' };
  }
  const missing = missingOf(APPLICATION_FIELDS, body.fields);
  if (!body.files?.some((file) => file.name === 'resume' && file.size > 0)) missing.push('resume');
  if (missing.length)
    return { success: false, message: 'Missing required fields', missing_fields: missing };
  return { success: true, message: 'Application submitted successfully!' };
}

function routeOf(method, pathname) {
  if (method === 'GET' && pathname.endsWith('/testimonials/fetch.php')) return 'testimonials';
  if (method === 'GET' && pathname.endsWith('/jobs/public-jobs.php')) return 'jobs';
  if (method === 'POST' && pathname.endsWith('/contacts/submit.php')) return 'contact';
  if (method === 'POST' && pathname.endsWith('/applications/submit-application.php'))
    return 'application';
  return null;
}

/** Starts the fake; resolves once it listens. Port 0 picks a free port. */
export function start({
  port = Number(process.env.FAKE_ADMIN_PORT ?? 3199),
  host = '127.0.0.1',
} = {}) {
  const initial = { mode: 'ok', delayMs: 11_000, retryAfter: 1 };
  const state = { ...initial, matched: new Map(), requests: [], hiddenJobs: new Set() };
  const send = (response, status, data) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(data));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    if (url.pathname === '/__requests') return send(response, 200, state.requests);
    if (url.pathname === '/__reset') {
      Object.assign(state, { ...initial, matched: new Map(), requests: [], hiddenJobs: new Set() });
      return send(response, 200, { ok: true });
    }
    if (url.pathname === '/__jobs') {
      const { hide = [] } = JSON.parse(raw.toString('utf8') || '{}');
      state.hiddenJobs = new Set(hide.map(String));
      return send(response, 200, { ok: true, hidden: [...state.hiddenJobs] });
    }
    if (url.pathname === '/__mode') {
      const {
        mode = 'ok',
        delayMs = 11_000,
        match,
        retryAfter = 1,
      } = JSON.parse(raw.toString('utf8') || '{}');
      if (match === undefined || match === null)
        Object.assign(state, { mode, delayMs, retryAfter });
      else if (mode === 'ok') state.matched.delete(match);
      else state.matched.set(match, { mode, delayMs, retryAfter });
      return send(response, 200, { ok: true, mode });
    }
    if (url.pathname.startsWith('/uploads/')) return send(response, 404, { success: false });
    // The fixture's photo paths: the admin host serves its uploaded photos as files.
    const photo = /^\/images\/testimonials\/([a-z-]+\.png)$/.exec(url.pathname)?.[1];
    if (photo && request.method === 'GET') {
      try {
        const bytes = readFileSync(path.resolve('public/images/testimonials', photo));
        response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': bytes.length });
        return response.end(bytes);
      } catch {
        return send(response, 404, { success: false });
      }
    }

    const body = decode(request.headers, raw);
    const rule = [...state.matched].find(([text]) => raw.includes(text))?.[1] ?? state;
    const { mode } = rule;
    state.requests.push({
      method: request.method,
      path: url.pathname + url.search,
      headers: request.headers,
      mode,
      ...body,
    });
    const route = routeOf(request.method, url.pathname);
    if (!route) return send(response, 404, { success: false, message: 'Not found' });
    if (mode === 'reset') return request.socket.destroy();
    if (mode === 'ratelimited') {
      response.writeHead(429, {
        'Content-Type': 'application/json',
        'Retry-After': String(rule.retryAfter),
      });
      return response.end(JSON.stringify({ success: false, message: 'Too many requests' }));
    }
    if (mode === 'slow') {
      // Stop waiting when the client gives up, so no timer outlives a test that closed the fake.
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, rule.delayMs);
        response.once('close', () => resolve(clearTimeout(timer)));
      });
    }
    if (response.destroyed) return;
    if (mode === 'error500')
      return send(response, 500, { success: false, message: 'Internal Server Error' });
    if (mode === 'nonjson') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      return response.end('<html><body>PHP Warning: something broke</body></html>');
    }
    send(response, 200, answer(route, url, body, { mode, hiddenJobs: state.hiddenJobs }));
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        state,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (/fake-admin-api[\\/]server\.mjs$/.test(process.argv[1] ?? '')) {
  start().then(({ url }) => console.log(`fake admin API listening on ${url}`));
}
