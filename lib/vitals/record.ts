import 'server-only';
import { announceLimitReached } from '@/lib/alerts/limit-reached';
import { getStore } from '@/lib/store';
import { env } from '@/lib/env';
import { VITALS_RETENTION_DAYS } from '@/lib/retention';
import type { VitalsBeacon } from '@/lib/shared/schemas/vitals';
import { bucketOf, dayOf, daysBefore } from '@/lib/shared/vitals/histogram.mjs';

// Each process purges once a day, on its first beacon of the day: no timer is needed, so it
// works on serverless hosts too.
let purgedOn: string | undefined;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Adds one beacon to the day's counts (a VITALS_SAMPLE_RATE share of them); only the page, the
 * metric, its histogram bucket and the attributed element are kept, never the beacon itself.
 * Once the day holds VITALS_ROWS_PER_DAY rows, beacons are dropped and that is announced once.
 */
export async function recordVital(
  beacon: VitalsBeacon,
  {
    now = Date.now(),
    random = Math.random,
    sampleRate = env.VITALS_SAMPLE_RATE,
    rowsPerDay = env.VITALS_ROWS_PER_DAY,
  } = {},
): Promise<'kept' | 'sampled out' | 'over the cap'> {
  if (random() >= sampleRate) return 'sampled out';
  const store = await getStore();
  const day = dayOf(now);
  if (purgedOn !== day) {
    purgedOn = day;
    await store.vitals.purge(daysBefore(now, VITALS_RETENTION_DAYS));
  }
  if ((await store.vitals.rowsOn(day)) >= rowsPerDay) {
    await announceLimitReached(
      'vitals_cap',
      `The field vitals reached ${rowsPerDay} rows today (VITALS_ROWS_PER_DAY); further beacons are dropped until tomorrow (UTC).`,
      DAY_MS,
      now,
    );
    return 'over the cap';
  }
  const target =
    beacon.name === 'LCP'
      ? beacon.attribution?.element
      : beacon.name === 'INP'
        ? beacon.attribution?.target
        : undefined;
  await store.vitals.add({
    day,
    page: beacon.page,
    metric: beacon.name,
    bucket: bucketOf(beacon.name, beacon.value),
    target: target ?? null,
  });
  return 'kept';
}
