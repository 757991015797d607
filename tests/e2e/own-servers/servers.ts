// @ts-expect-error plain ESM test helper without types
import { start as startFake } from '../../fake-admin-api/server.mjs';
import { startServer } from '../../support/processes.mjs';

/** The fake admin API (tests/fake-admin-api) running in this worker's process. */
export type FakeAdmin = {
  url: string;
  port: number;
  state: { requests: { method: string; path: string }[] };
  close(): Promise<unknown>;
};

/**
 * Servers a spec starts for itself, apart from playwright.config.ts's: each start returns its
 * own stop, and stopAll() (for afterAll) stops whatever is still running.
 */
export function ownServers() {
  const running = new Set<() => Promise<unknown>>();

  function track(stop: () => Promise<unknown>) {
    running.add(stop);
    return () => {
      running.delete(stop);
      return stop();
    };
  }

  /** A site on 127.0.0.1:port, ready once /api/health answers. */
  async function site(args: string[], port: number, env: Record<string, string>, cwd?: string) {
    const url = `http://127.0.0.1:${port}`;
    const stop = await startServer('node', args, {
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
    return track(stop);
  }

  return {
    /** `npm start`: the standalone server of the production build, from the project. */
    startSite: (port: number, env: Record<string, string>) =>
      site(['scripts/start.mjs'], port, env),
    /** `node server.js` in a copy of .next/standalone, as the container runs it. */
    startStandaloneCopy: (dir: string, port: number, env: Record<string, string>) =>
      site(['server.js'], port, env, dir),
    /** The fake admin API on `port` (0: any free port), in this process. */
    async startFakeAdmin(port = 0): Promise<FakeAdmin> {
      const fake = (await startFake({ port })) as FakeAdmin;
      const stop = track(() => fake.close());
      return { ...fake, close: stop };
    },
    stopAll: () => Promise.all([...running].map((stop) => stop())),
  };
}
