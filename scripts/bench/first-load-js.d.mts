export function measureFirstLoadJs(
  url: string,
): Promise<{ url: string; files: number; gzipBytes: number }>;
