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

  /** A site on 127.0.0.1:port with the build's SITE_URL, ready once /api/health answers. */
  function site(args: string[], port: number, env: Record<string, string>, cwd?: string) {
    const url = `http://127.0.0.1:${port}`;
    return launch('node', args, {
      cwd,
      readyUrl: `${url}/api/health`,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        ...env,
      },
    });
  }

  return {
    /** `npm start`: the standalone server of the production build, from the project. */
    startSite: (port: number, env: Record<string, string>) =>
      site(['scripts/start.mjs'], port, env),
    /** `node server.js` in a copy of .next/standalone, as the container runs it. */
    startStandaloneCopy: (dir: string, port: number, env: Record<string, string>) =>
      site(['server.js'], port, env, dir),
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
