// `npm run vitals`: the visitors' Core Web Vitals as CrUX reports them, p75 and sample count per
// page and metric over the last 28 days, with the element most often attributed (LCP's element,
// INP's target). Reads the site's store (DATABASE_URL when set, else DATA_DIR's SQLite file);
// --json for machine-readable output.
import {
  VITALS_REPORT_DAYS as REPORT_DAYS,
  daysBefore,
  summarise,
} from '../lib/shared/vitals/histogram.mjs';
import { openStoreClient } from './store-client.mjs';
import { printableJson, printableRow } from './terminal-text.mjs';

const asJson = process.argv.includes('--json');
const store = await openStoreClient();
const since = daysBefore(Date.now(), REPORT_DAYS - 1);

let rows = [];
let targets = [];
if (store) {
  const hasTable =
    store.kind === 'sqlite'
      ? (await store.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'vitals'"))
          .length > 0
      : (await store.query("SELECT to_regclass('public.vitals') IS NOT NULL AS present"))[0]
          .present;
  if (hasTable) {
    rows = await store.query(
      'SELECT page, metric, bucket, SUM(samples) AS samples FROM vitals WHERE day >= ? GROUP BY page, metric, bucket',
      [since],
    );
    targets = await store.query(
      'SELECT page, metric, target, SUM(samples) AS samples FROM vitals_targets WHERE day >= ? GROUP BY page, metric, target ORDER BY samples DESC, target',
      [since],
    );
  }
  await store.close();
}

const topTarget = (page, metric) =>
  targets.find((row) => row.page === page && row.metric === metric)?.target;
const summary = summarise(rows).map((row) => ({
  ...row,
  ...(topTarget(row.page, row.metric) && { element: topTarget(row.page, row.metric) }),
}));

if (asJson) {
  console.log(printableJson({ since, days: REPORT_DAYS, vitals: summary }));
} else if (summary.length === 0) {
  console.log(`No field vitals since ${since}${store ? ` in ${store.where}` : ' (no store yet)'}.`);
} else {
  console.log(
    `Field Core Web Vitals since ${since} (${REPORT_DAYS} days), ${store.where}: p75 per page and metric (ms; CLS unitless)`,
  );
  console.table(
    summary.map(({ page, metric, p75, samples, rating, element }) =>
      printableRow({ page, metric, p75, samples, rating, element: element ?? '' }),
    ),
  );
}
