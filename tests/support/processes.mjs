import { spawn } from 'node:child_process';

/** The last `limit` characters a process wrote, for the error when it does not come up. */
function tail(limit = 16_000) {
  let text = '';
  return {
    add(chunk) {
      text = (text + chunk).slice(-limit);
    },
    get text() {
      return text;
    },
  };
}

const STOP_GRACE_MS = 10_000;

/**
 * Starts a long-running command and resolves once `readyUrl` answers below 500; returns a stop
 * function (SIGTERM to the command's process group, SIGKILL 10 s later) whose promise settles
 * once the command has exited. A command that exits first, or does not answer within `timeoutMs`, rejects at once
 * with what it printed.
 */
export async function startServer(command, args, { cwd, env, readyUrl, timeoutMs = 60_000 }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = tail();
  child.stdout.setEncoding('utf8').on('data', output.add);
  child.stderr.setEncoding('utf8').on('data', output.add);
  let exitCode;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve(exitCode);
    }),
  );
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  // As a container runtime does: a server still running STOP_GRACE_MS after SIGTERM (Next waits
  // for every open request) is killed, and says what it printed, rather than hold up the run.
  const stop = async () => {
    signal('SIGTERM');
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS, 'late')));
    if ((await Promise.race([exited, late])) === 'late') {
      console.warn(
        `${command} ${args.join(' ')} still running ${STOP_GRACE_MS / 1000} s after SIGTERM: killed. Its output:\n${output.text.slice(-2000)}`,
      );
      signal('SIGKILL');
    }
    clearTimeout(timer);
    return exited;
  };
  const failure = (reason) =>
    new Error(`${command} ${args.join(' ')} ${reason}; its output:\n${output.text || '(nothing)'}`);

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw failure(`exited (${exitCode}) before answering ${readyUrl}`);
    try {
      const response = await fetch(readyUrl, { redirect: 'manual' });
      if (response.status < 500) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw failure(`did not answer ${readyUrl} within ${timeoutMs / 1000} s`);
}
