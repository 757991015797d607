import 'server-only';
import type { Store } from './database';

/**
 * The date this site first saw each job id, for jobs whose admin record carries no date.
 * Records unseen ids with `now` and returns every id's first-seen ISO date.
 */
export function firstSeenDates(db: Store, ids: string[], now = new Date()): Map<string, string> {
  const result = new Map<string, string>();
  if (ids.length === 0) return result;
  const insert = db.prepare('INSERT OR IGNORE INTO job_first_seen (job_id, first_seen_at) VALUES (?, ?)');
  const select = db.prepare('SELECT first_seen_at FROM job_first_seen WHERE job_id = ?');
  db.transaction(() => {
    for (const id of ids) {
      insert.run(id, now.toISOString());
      const row = select.get(id) as { first_seen_at: string };
      result.set(id, row.first_seen_at);
    }
  })();
  return result;
}
