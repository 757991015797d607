// Field vitals in both stores: counts per page, metric, day and bucket, read back by
// `npm run vitals` as p75 and sample count over 28 days, and purged after 90 days.
import { execFileSync } from 'node:child_process';
import type { VitalSample } from '@/lib/store/vitals';
import { bucketOf, bucketTop, dayOf, daysBefore } from '@/lib/shared/vitals/histogram.mjs';
import { freshStoreEachTest, storeAdapters } from './fixtures/stores';

const NOW = Date.now();
/** What the store reads back for `value`: the top of its bucket (at most 2 % above). */
const readBack = (metric: VitalSample['metric'], value: number) =>
  Math.round(bucketTop(metric, bucketOf(metric, value)));

const sample = (overrides: Partial<VitalSample> & { value?: number }): VitalSample => {
  const { value = 1000, ...rest } = overrides;
  const metric = rest.metric ?? 'LCP';
  return {
    day: dayOf(NOW),
    page: '/about',
    metric,
    bucket: bucketOf(metric, value),
    target: null,
    ...rest,
  };
};

describe.each(storeAdapters)('field vitals in the %s store', (_, openStore) => {
  const current = freshStoreEachTest(openStore);
  const cli = (...args: string[]) =>
    execFileSync('node', ['scripts/vitals.mjs', ...args], {
      env: { ...process.env, DATABASE_URL: '', ...current().env },
      encoding: 'utf8',
    });
  const vitals = () =>
    JSON.parse(cli('--json')) as {
      vitals: {
        page: string;
        metric: string;
        samples: number;
        p75: number;
        rating: string;
        element?: string;
      }[];
    };

  it('reports p75 and sample count per page and metric over the last 28 days, from every instance', async () => {
    const { store, another } = current();
    const other = await another();
    for (const value of [900, 1200, 1500, 2000])
      await store.vitals.add(sample({ value, target: 'section#hero>div>p' }));
    for (const value of [2600, 2700, 2800])
      await other.vitals.add(sample({ value, day: daysBefore(NOW, 10), target: 'main>img' }));
    await other.vitals.add(sample({ value: 2700, day: daysBefore(NOW, 10), target: 'main>img' }));
    await store.vitals.add(sample({ value: 60_000, day: daysBefore(NOW, 28) })); // outside the 28 days
    await store.vitals.add(sample({ metric: 'CLS', value: 0.04, page: '/' }));
    await store.vitals.add(sample({ metric: 'INP', value: 350, target: 'main>button' }));

    expect(vitals().vitals).toEqual([
      { page: '/', metric: 'CLS', samples: 1, p75: 0.041, rating: 'good' },
      // Eight samples: 900, 1200, 1500, 2000, 2600, 2700, 2700, 2800; the p75 is the sixth (2700) bucket's top.
      {
        page: '/about',
        metric: 'LCP',
        samples: 8,
        p75: readBack('LCP', 2700),
        rating: 'needs improvement',
        element: 'main>img',
      },
      {
        page: '/about',
        metric: 'INP',
        samples: 1,
        p75: readBack('INP', 350),
        rating: 'needs improvement',
        element: 'main>button',
      },
    ]);
  });

  it('purges the days before a given day, counts and elements alike', async () => {
    const { store } = current();
    await store.vitals.add(sample({ day: daysBefore(NOW, 91), target: 'main>img' }));
    await store.vitals.add(sample({ day: daysBefore(NOW, 90) }));
    expect(await store.vitals.purge(daysBefore(NOW, 90))).toBe(2);
    expect(await store.vitals.purge(daysBefore(NOW, 90))).toBe(0);
  });

  it('prints a readable table, or says there is nothing yet', async () => {
    const { store } = current();
    expect(cli()).toMatch(/^No field vitals since \d{4}-\d{2}-\d{2}/);
    await store.vitals.add(sample({ metric: 'TTFB', value: 120, page: '/contact' }));
    expect(cli()).toMatch(
      new RegExp(
        `p75 per page and metric[\\s\\S]*'/contact'\\s*│\\s*'TTFB'\\s*│\\s*${readBack('TTFB', 120)}\\s*│\\s*1\\s*│\\s*'good'`,
      ),
    );
  });
});
