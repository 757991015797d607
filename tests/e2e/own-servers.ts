import { startServer } from '../../scripts/bench/processes.mjs';

/**
 * Servers a spec starts for itself, on its own ports, apart from playwright.config.ts's: each
 * start returns its own stop, and stopAll() (for afterAll) stops whatever is still running.
 */
export function ownServers() {
  const running = new Set<() => Promise<unknown>>();

  async function launch(...args: Parameters<typeof startServer>) {
    const stop = await startServer(...args);
    running.add(stop);
    return () => {
      running.delete(stop);
      return stop();
    };
  }

  return {
    /** `next start` of the production build on `port`, ready once /api/health answers. */
    startSite(port: number, env: Record<string, string>) {
      const site = `http://127.0.0.1:${port}`;
      return launch('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
        readyUrl: `${site}/api/health`,
        env: { NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', SITE_URL: site, ...env },
      });
    },
    /** The fake admin API (tests/fake-admin-api) on `port`. */
    startFakeAdmin(port: number) {
      return launch('node', ['tests/fake-admin-api/server.mjs'], {
        env: { FAKE_ADMIN_PORT: String(port) },
        readyUrl: `http://127.0.0.1:${port}/__requests`,
      });
    },
    stopAll: () => Promise.all([...running].map((stop) => stop())),
  };
}
