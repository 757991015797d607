// The admin host's photos through our own route, for an admin host named only in the environment
// the server runs with (next/image then optimises them as local images).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

let clients = 0;
/** Each request its own client unless named: the per-client limit is tested on its own. */
const get = (
  route: ReturnType<typeof routeWith>,
  path: string,
  client = `192.0.2.${(clients += 1)}`,
) =>
  route.GET(
    new Request(`http://localhost/api/photos/${path}`, { headers: { 'x-forwarded-for': client } }),
  );

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

it('answers 404 without an admin API, or when the testimonials naming photos cannot be read', async () => {
  expect((await get(routeWith({ ADMIN_API_URL: undefined }), 'images/a.png')).status).toBe(404);
  const unreachable = routeWith({ ADMIN_API_URL: 'http://127.0.0.1:9/admin/api' });
  expect((await get(unreachable, 'images/a.png')).status).toBe(404);
});

describe('an admin host of its own: only testimonial photos, cached, limited, read up to 5 MB', () => {
  const PNG = readFileSync('public/images/testimonials/arjun-mehta.png');
  const hits: string[] = [];
  let hugeBytesSent = 0;
  let admin: Server;
  let origin = '';
  const testimonial = (photo: string) => ({
    name: 'Asha',
    designation: 'HR',
    profile_image: photo,
    message: 'Good',
    created_at: '2026-01-01 10:00:00',
  });

  beforeAll(async () => {
    admin = createServer((request, response) => {
      hits.push(request.url!);
      if (request.url === '/admin/api/testimonials/fetch.php') {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        const photos = ['/uploads/a.png', '/uploads/huge.png'];
        return response.end(
          JSON.stringify({ success: true, data: { testimonials: photos.map(testimonial) } }),
        );
      }
      if (request.url === '/uploads/huge.png') {
        // 64 MB in 1 MB chunks, without Content-Length, until the reader hangs up.
        response.writeHead(200, { 'Content-Type': 'image/png' });
        const chunk = Buffer.alloc(1024 * 1024);
        let left = 64;
        const more = () => {
          while (left > 0 && !response.destroyed) {
            left -= 1;
            hugeBytesSent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', more);
          }
          if (left === 0) response.end();
        };
        return more();
      }
      // Anything else answers like a photo: an open proxy would pass it on.
      response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length });
      response.end(PNG);
    });
    await new Promise<void>((resolve) => admin.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(admin.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => admin.close(resolve)));

  const route = () =>
    routeWith({ ADMIN_API_URL: `${origin}/admin/api`, RATE_LIMIT_PHOTOS: '4/60' });

  it('fetches only the paths the testimonials show, never the rest of the admin host', async () => {
    const photos = route();
    for (const path of ['admin/api/jobs/public-jobs.php', 'admin/api/secret.png', 'uploads/b.png'])
      expect((await get(photos, path)).status).toBe(404);
    expect(hits.filter((hit) => hit !== '/admin/api/testimonials/fetch.php')).toEqual([]);
  });

  it('asks the admin host once for a photo served many times, with a day of browser cache', async () => {
    const photos = route();
    for (let i = 0; i < 3; i += 1) {
      const response = await get(photos, 'uploads/a.png', '198.51.100.9');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    }
    expect(hits.filter((hit) => hit === '/uploads/a.png')).toHaveLength(1);
    expect((await get(photos, 'uploads/a.png', '198.51.100.9')).status).toBe(200);
    const limited = await get(photos, 'uploads/a.png', '198.51.100.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stops reading a photo past 5 MB though no Content-Length was sent', async () => {
    expect((await get(route(), 'uploads/huge.png')).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hugeBytesSent).toBeLessThan(16 * 1024 * 1024);
  });
});
