// The spans the site adds to Next's own: admin API calls and outbox deliveries, each with its
// outcome. A tracer provider with an in-memory exporter stands in for @vercel/otel's, and an
// AsyncLocalStorage context manager for the one it registers.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  context,
  ROOT_CONTEXT,
  SpanStatusCode,
  trace,
  type Context,
  type ContextManager,
} from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { createAdminClient } from '@/lib/backend/admin-api/client';
import type { SiteStore } from '@/lib/store';
import type { OutboxRow } from '@/lib/store/outbox';
import { BackendError, type Backend } from '@/lib/backend/types';
import { log } from '@/lib/log';
import { createOutbox } from '@/lib/submissions/outbox';

const storage = new AsyncLocalStorage<Context>();
const contextManager: ContextManager = {
  active: () => storage.getStore() ?? ROOT_CONTEXT,
  with: (active, fn, thisArg, ...args) => storage.run(active, () => fn.apply(thisArg, args)),
  bind: (_active, target) => target,
  enable: () => contextManager,
  disable: () => contextManager,
};

const exporter = new InMemorySpanExporter();
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  context.setGlobalContextManager(contextManager);
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
  server = createServer((_request, response) =>
    response.writeHead(503, { 'content-type': 'application/json' }).end('{"success":false}'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/api`;
});
afterAll(() => {
  trace.disable();
  context.disable();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => exporter.reset());

const spans = () =>
  exporter
    .getFinishedSpans()
    .map((span) => ({ name: span.name, attributes: span.attributes, status: span.status.code }));

it('traces each admin API call with its status and outcome', async () => {
  await createAdminClient({ baseUrl, siteUrl: 'https://site.example' }).get(
    '/jobs/public-jobs.php',
  );
  await expect(
    createAdminClient({
      baseUrl: 'http://127.0.0.1:9/admin/api',
      siteUrl: 'https://site.example',
    }).get('/testimonials/fetch.php'),
  ).rejects.toThrow(BackendError);
  expect(spans()).toEqual([
    {
      name: 'admin_api GET /jobs/public-jobs.php',
      attributes: expect.objectContaining({ 'http.response.status_code': 503, outcome: 'status' }),
      status: SpanStatusCode.UNSET,
    },
    {
      name: 'admin_api GET /testimonials/fetch.php',
      attributes: expect.objectContaining({
        outcome: 'network',
        'url.path': '/testimonials/fetch.php',
      }),
      status: SpanStatusCode.ERROR,
    },
  ]);
});

it('traces each outbox delivery with how it ended', async () => {
  const row: OutboxRow = {
    id: 'r1',
    kind: 'enquiry',
    idempotency_key: 'k1',
    payload: '{}',
    content_hash: 'h',
    status: 'pending',
    attempts: 0,
    next_attempt_at: 0,
    in_flight_until: null,
    last_error: null,
    outcome: null,
    created_at: Date.now(),
    updated_at: 0,
  };
  const claims = [row, { ...row, id: 'r2' }];
  const table = {
    claim: async () => claims.shift(),
    close: async () => {},
  } as unknown as SiteStore['outbox'];
  const failing = {
    submitEnquiry: jest
      .fn()
      .mockRejectedValueOnce(new BackendError('down', 0, '/contacts/submit.php', 'network'))
      .mockResolvedValueOnce({ success: true, message: 'ok' }),
  };
  await createOutbox({ table, backend: failing as unknown as Backend, log }).runDue();
  expect(spans().filter((span) => span.name === 'outbox.deliver')).toEqual([
    {
      name: 'outbox.deliver',
      attributes: {
        'submission.kind': 'enquiry',
        'submission.attempt': 1,
        'outbox.status': 'pending',
        'outbox.error': 'network 0',
      },
      status: SpanStatusCode.UNSET,
    },
    {
      name: 'outbox.deliver',
      attributes: {
        'submission.kind': 'enquiry',
        'submission.attempt': 1,
        'outbox.status': 'delivered',
      },
      status: SpanStatusCode.UNSET,
    },
  ]);
});
