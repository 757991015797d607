import { spawn } from 'node:child_process';

/**
 * Starts a long-running command and resolves once `readyUrl` answers; returns a stop function
 * (SIGTERM to the command's process group) whose promise settles once the command has exited.
 */
export async function startServer(command, args, { cwd, env, readyUrl, timeoutMs = 60_000 }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    return exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(readyUrl, { redirect: 'manual' });
      if (response.status < 500) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${command} did not answer ${readyUrl} in time`);
}
