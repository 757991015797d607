/**
 * CPU time this process has used, in ms. Tests time blocking work with it: the work is the process
 * computing, while a shared machine (a CI build beside the tests) can pause the wall clock for longer.
 */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Runs `work` and returns its result with the CPU time it took, in ms. */
export function cpuTimed<T>(work: () => T): [T, number] {
  const started = cpuMs();
  const result = work();
  return [result, cpuMs() - started];
}
