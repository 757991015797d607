import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getStore } from '@/lib/store';

/**
 * When each job was last edited after it opened, as the store recorded it (a job only seen to
 * open has no entry: its posting date stands); none at build time, whose store is often not the
 * one that serves, nor when the store cannot be read.
 */
export async function jobChangeDates(ids: string[]): Promise<Map<string, number>> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return new Map();
  try {
    const dates = await (await getStore()).jobStates.dates(ids);
    return new Map(
      [...dates]
        .filter(([, { openedAt, changedAt }]) => changedAt > openedAt)
        .map(([id, { changedAt }]) => [id, changedAt]),
    );
  } catch {
    return new Map();
  }
}
