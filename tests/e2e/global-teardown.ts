// Removes the in-memory folder a CI run's stores were in (tests/e2e/servers.ts), about 25 MB
// that would stay until a reboot. Playwright stops its webServers right after: a server keeps
// the files it has open until then.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const folder = process.env.E2E_STORES_MADE;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
