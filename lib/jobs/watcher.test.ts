import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startJobsWatcher } from './watcher';
import { jobsWatcherToken } from './watcher-token';

it("asks its own server's /api/jobs/refresh, with the process's token, at every interval", async () => {
  const seen: { url?: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url, headers: request.headers });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = String((server.address() as AddressInfo).port);
  const stop = startJobsWatcher(1_000, () => port);
  try {
    // Two looks a second apart; a loaded machine may run the timer late, so wait up to 10 s.
    for (let waited = 0; seen.length < 2 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const request of seen) {
      expect(request.url).toBe('/api/jobs/refresh');
      expect(request.headers.authorization).toBe(`Bearer ${jobsWatcherToken()}`);
    }
  } finally {
    stop();
    await new Promise((resolve) => server.close(resolve));
  }
});
