// Field Core Web Vitals are kept as histograms (per page, metric and day), not as samples:
// nothing about one visit is stored, and a percentile over any span of days is a sum of counts.
// Plain JavaScript: the site (lib/vitals), `npm run vitals` (scripts/vitals.mjs) and the tests
// share it.

/** The span `npm run vitals` reports over, as CrUX does. */
export const VITALS_REPORT_DAYS = 28;

/** The metrics reported, as web-vitals names them. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** Each bucket is 2 % wider than the one below, so a percentile read back is at most 2 % high. */
const GROWTH = 1.02;

/** CLS has no unit; it is bucketed in thousandths so that every metric starts at bucket 1 = 1 unit. */
const SCALE = { LCP: 1, INP: 1, CLS: 1000, FCP: 1, TTFB: 1 };

/** web-vitals' thresholds: at most `good` is good, above `poor` is poor. */
const THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The bucket of a value: 0 below one unit (1 ms, 0.001 CLS), then logarithmic. */
export function bucketOf(metric, value) {
  const scaled = value * SCALE[metric];
  return scaled < 1 ? 0 : Math.floor(Math.log(scaled) / Math.log(GROWTH)) + 1;
}

/** The upper edge of a bucket, in the metric's own unit. Test seam. */
export function bucketTop(metric, bucket) {
  return GROWTH ** bucket / SCALE[metric];
}

/**
 * The `fraction` percentile (0.75: what CrUX reports) of a histogram `[{ bucket, samples }]`,
 * as the upper edge of the bucket it falls in, or 0 in bucket 0 (a layout that never moved
 * reads CLS 0, not 0.001); undefined for an empty histogram.
 * Test seam.
 */
export function percentile(metric, histogram, fraction = 0.75) {
  const sorted = [...histogram].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, row) => sum + row.samples, 0);
  if (total === 0) return undefined;
  let seen = 0;
  for (const row of sorted) {
    seen += row.samples;
    if (seen >= fraction * total) return row.bucket === 0 ? 0 : bucketTop(metric, row.bucket);
  }
  return undefined;
}

export const rating = (metric, value) =>
  value <= THRESHOLDS[metric].good
    ? 'good'
    : value <= THRESHOLDS[metric].poor
      ? 'needs improvement'
      : 'poor';

const rounded = (metric, value) =>
  metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);

/**
 * Rows `{ page, metric, bucket, samples }` (any days, any order) summed per page and metric:
 * `[{ page, metric, samples, p75, rating }]`, by page, then in VITAL_METRICS order.
 */
export function summarise(rows) {
  const groups = new Map();
  for (const row of rows) {
    const key = `${row.page}\u0000${row.metric}`;
    if (!groups.has(key)) groups.set(key, { page: row.page, metric: row.metric, histogram: [] });
    groups.get(key).histogram.push({ bucket: Number(row.bucket), samples: Number(row.samples) });
  }
  return [...groups.values()]
    .map(({ page, metric, histogram }) => {
      const p75 = rounded(metric, percentile(metric, histogram));
      return {
        page,
        metric,
        samples: histogram.reduce((sum, row) => sum + row.samples, 0),
        p75,
        rating: rating(metric, p75),
      };
    })
    .sort(
      (a, b) =>
        a.page.localeCompare(b.page) ||
        VITAL_METRICS.indexOf(a.metric) - VITAL_METRICS.indexOf(b.metric),
    );
}

/** The UTC day of an epoch time, as the store keys it: 'YYYY-MM-DD'. */
export const dayOf = (time) => new Date(time).toISOString().slice(0, 10);

/** The day `days` days before `time`'s day. */
export const daysBefore = (time, days) => dayOf(time - days * 86_400_000);
