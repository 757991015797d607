// The admin host's photos through our own route, for an admin host named only in the environment
// the server runs with (next/image then optimises them as local images).
import { readFileSync } from 'node:fs';
// @ts-expect-error plain ESM test helper without types
import { start } from '@/tests/fake-admin-api/server.mjs';
import { loadWithEnv } from './fixtures/load-with-env';

type Fake = { url: string; close(): Promise<void> };
let fake: Fake;

beforeAll(async () => {
  fake = await start({ port: 0 });
});
afterAll(() => fake.close());

/* eslint-disable @typescript-eslint/no-require-imports */
const routeWith = (env: Record<string, string | undefined>) =>
  loadWithEnv(
    () =>
      require('@/app/api/photos/[...path]/route') as typeof import('@/app/api/photos/[...path]/route'),
    {
      ADMIN_PUBLIC_ORIGIN: undefined,
      ...env,
    },
  );
/* eslint-enable @typescript-eslint/no-require-imports */

const get = (route: ReturnType<typeof routeWith>, path: string) =>
  route.GET(new Request(`http://localhost/api/photos/${path}`));

it('serves the photo from the admin host of ADMIN_API_URL, byte for byte', async () => {
  const route = routeWith({ ADMIN_API_URL: `${fake.url}/admin/api` });
  const response = await get(route, 'images/testimonials/priya-raghavan.png');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await response.arrayBuffer())).toEqual(
    readFileSync('public/images/testimonials/priya-raghavan.png'),
  );
});

it('answers 404 for what the admin host does not have, or what is not a raster image', async () => {
  const route = routeWith({ ADMIN_API_URL: `${fake.url}/admin/api` });
  expect((await get(route, 'images/testimonials/nobody.png')).status).toBe(404);
  // JSON from the admin API is not a photo.
  expect((await get(route, 'admin/api/testimonials/fetch.php')).status).toBe(404);
  expect((await get(route, '%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
});

it('answers 404 without an admin API, and 502 when the admin host cannot be reached', async () => {
  expect((await get(routeWith({ ADMIN_API_URL: undefined }), 'images/a.png')).status).toBe(404);
  const unreachable = routeWith({ ADMIN_API_URL: 'http://127.0.0.1:9/admin/api' });
  expect((await get(unreachable, 'images/a.png')).status).toBe(502);
});
