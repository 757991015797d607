// Runs in the browser before the page's own code: zod compiles no schema with `new Function`
// and never probes whether it may (the probe alone is a CSP violation under 'script-src' without
// 'unsafe-eval', which Firefox reports). From zod/v4/core, the module that owns the setting,
// so this stays a few hundred bytes.
import { config } from 'zod/v4/core';

config({ jitless: true });

// Where a visitor came from, kept in the tab for an application they may send (never sent
// otherwise). Loaded only when there is something to remember: a visit with neither a query nor a
// referrer is 'direct', which the form works out by itself.
if (location.search || document.referrer)
  void import('@/lib/shared/application-source').then((source) => source.rememberLanding());
