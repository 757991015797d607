import '@testing-library/jest-dom/jest-globals';

// Route and outbox tests write to a throwaway store, and their many requests from one
// "client" must not trip the rate limits (tests of the limits set their own).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'site-jest-'));
process.env.RATE_LIMIT_ENQUIRIES ??= '10000/600';
process.env.RATE_LIMIT_APPLICATIONS ??= '10000/3600';
process.env.RATE_LIMIT_REQUESTS ??= '10000/60';
