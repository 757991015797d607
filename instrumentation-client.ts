// Runs in the browser before the page's own code: zod compiles no schema with `new Function`
// and never probes whether it may (the probe alone is a CSP violation under 'script-src' without
// 'unsafe-eval', which Firefox reports). From zod/v4/core, the module that owns the setting,
// so this stays a few hundred bytes.
import { config } from 'zod/v4/core';

config({ jitless: true });
