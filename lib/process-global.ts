import 'server-only';

/**
 * One value per server process. Next bundles instrumentation.ts, each page and each route
 * handler apart, each with its own copy of a module, so module-level state is per bundle, not per
 * process. What those bundles must share (the jobs cache that /api/jobs/refresh updates for the
 * pages, the worker's timer, the store's connection, the alert counters) lives on globalThis under
 * a registered symbol, made on first use. Data that can be cached by Next itself does not belong here.
 */
export function processGlobal<T>(name: string, create: () => T): T {
  const key = Symbol.for(`site.${name}`);
  const scope = globalThis as { [key: symbol]: T | undefined };
  return (scope[key] ??= create());
}
