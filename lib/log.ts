import 'server-only';
import pino from 'pino';

/**
 * The one structured logger (JSON lines on stdout). Log what happened and ids, never names,
 * emails, phone numbers, messages or file contents. Silent under Jest unless LOG_LEVEL says so.
 */
export const log = pino(
  {
    level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'site' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written as it is logged: nothing is lost when the process dies, and no exit hook is registered
  // per load (Jest loads this module once a test file).
  pino.destination({ dest: 1, sync: true }),
);

export type Logger = typeof log;

/** What a log line may say about a caught error: its name and the start of its message. */
export function errorSummary(error: unknown): { name?: string; message: string } {
  return { name: (error as Error)?.name, message: String((error as Error)?.message).slice(0, 200) };
}
