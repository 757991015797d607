import type { Browser } from '@playwright/test';
export function measureFirstLoadJs(browser: Browser, url: string): Promise<{ url: string; files: number; gzipBytes: number }>;
