import {
  bucketOf,
  bucketTop,
  dayOf,
  daysBefore,
  percentile,
  rating,
  summarise,
} from './histogram.mjs';

/** The exact p75 as CrUX defines it: the smallest value at or above which a quarter of samples lie. */
const exactP75 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;
const histogramOf = (metric: 'LCP' | 'CLS', values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values)
    counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
  return [...counts].map(([bucket, samples]) => ({ bucket, samples }));
};

describe('the vitals histogram', () => {
  it('puts every value into the bucket whose top is at most 2 % above it', () => {
    for (const value of [1, 7.5, 250, 1999, 2500, 60_000]) {
      const top = bucketTop('LCP', bucketOf('LCP', value));
      expect(top).toBeGreaterThan(value);
      expect(top).toBeLessThanOrEqual(value * 1.02 + 1e-9);
    }
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('CLS', 0.0004)).toBe(0);
    expect(bucketTop('CLS', bucketOf('CLS', 0.1))).toBeCloseTo(0.1, 2);
  });

  it.each([
    ['LCP', [1200, 1800, 2100, 2400, 2600, 3100, 900, 4000]],
    ['LCP', Array.from({ length: 1000 }, (_, i) => 500 + ((i * 7919) % 4000))],
    ['CLS', [0, 0, 0.01, 0.05, 0.12, 0.3, 0.02, 0.08]],
  ] as const)('reads a %s p75 within 2 %% of the exact one', (metric, values) => {
    const exact = exactP75([...values]);
    const read = percentile(metric, histogramOf(metric, [...values]))!;
    expect(read).toBeGreaterThanOrEqual(exact);
    expect(read).toBeLessThanOrEqual(Math.max(exact * 1.02, bucketTop(metric, 0)) + 1e-9);
  });

  it('has no percentile without samples, and reads 0 for values under one unit', () => {
    expect(percentile('INP', [])).toBeUndefined();
    expect(percentile('CLS', histogramOf('CLS', [0, 0, 0, 0.0004, 0.2]))).toBe(0);
  });

  it('sums days per page and metric and rates the p75 as web-vitals does', () => {
    const lcp = (bucket: number, samples: number) => ({
      page: '/about',
      metric: 'LCP' as const,
      bucket,
      samples,
    });
    const summary = summarise([
      lcp(bucketOf('LCP', 1000), 2),
      lcp(bucketOf('LCP', 1000), 1), // the same bucket on another day
      lcp(bucketOf('LCP', 3000), 1),
      { page: '/', metric: 'CLS', bucket: bucketOf('CLS', 0.3), samples: 4 },
      { page: '/about', metric: 'INP', bucket: bucketOf('INP', 80), samples: 5 },
    ]);
    expect(summary).toEqual([
      { page: '/', metric: 'CLS', samples: 4, p75: 0.306, rating: 'poor' },
      // Three of the four samples are 1000 ms: the p75 is the top of that bucket, just above.
      { page: '/about', metric: 'LCP', samples: 4, p75: 1003, rating: 'good' },
      { page: '/about', metric: 'INP', samples: 5, p75: 81, rating: 'good' },
    ]);
    expect(rating('LCP', 2501)).toBe('needs improvement');
  });

  it('keys days in UTC', () => {
    const time = Date.parse('2026-03-01T23:30:00+05:30');
    expect(dayOf(time)).toBe('2026-03-01');
    expect(daysBefore(time, 90)).toBe('2025-12-01');
  });
});
