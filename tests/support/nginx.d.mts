export function fill(template: string, values: Record<string, string>): string;
export function forInstalledNginx(config: string): string;
export function startNginxFront(
  port: number,
  upstreamPort: number,
  httpPort: number,
  options?: { serverName?: string; dir?: string },
): Promise<() => Promise<unknown>>;
export function ensureNginx(): void;
