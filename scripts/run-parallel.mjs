// Runs npm scripts side by side and fails if any of them fails. Lint, the build's type check and
// its page generation each keep one core busy, so the checks before the end-to-end tests finish
// sooner together than one after another. Each script's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const run = (script) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(
        `\n── npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${Math.round((performance.now() - started) / 1000)} s\n${Buffer.concat(output)}`,
      );
      resolve(code);
    });
  });

const codes = await Promise.all(process.argv.slice(2).map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
