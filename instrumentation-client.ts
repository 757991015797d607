// Runs in the browser before the page's own code: zod compiles no schema with `new Function`
// and never probes whether it may (the probe alone is a CSP violation under 'script-src' without
// 'unsafe-eval', which Firefox reports). From zod/v4/core, the module that owns the setting,
// so this stays a few hundred bytes.
import { config } from 'zod/v4/core';
import { rememberLanding } from '@/lib/shared/application-source';

config({ jitless: true });

// Where a visitor came from, kept in the tab for an application they may send (never sent otherwise).
rememberLanding();
