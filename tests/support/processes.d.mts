export function startServer(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; readyUrl: string; timeoutMs?: number },
): Promise<() => Promise<unknown>>;
