import 'server-only';
import { after } from 'next/server';

/**
 * Keeps `work` running after the response has gone out: next/server's after() (a serverless
 * host otherwise freezes the function once it has answered). Outside a request (unit tests
 * calling a handler directly, the worker, the CLI) there is no response to outlive and after()
 * throws, so the promise simply runs on.
 */
export function afterResponse(work: Promise<unknown> | (() => Promise<unknown>)) {
  try {
    after(work);
  } catch {
    if (typeof work === 'function') void work();
  }
}
