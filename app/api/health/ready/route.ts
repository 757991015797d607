import { openStore } from '@/lib/backend/store/database';
import { env } from '@/lib/env';
import { withApi } from '@/lib/http/api-response';
import { errorSummary } from '@/lib/log';
import { getOutbox } from '@/lib/submissions';

export const dynamic = 'force-dynamic';

/** Readiness: the store takes a write and reads it back; outbox depth by status. No secrets. */
export const GET = withApi('health.ready', async (_request, api) => {
  try {
    const db = openStore(env.DATA_DIR);
    const probe = Date.now();
    db.exec('CREATE TABLE IF NOT EXISTS health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL)');
    db.prepare('INSERT INTO health_probe (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at').run(probe);
    const read = db.prepare('SELECT at FROM health_probe WHERE id = 1').get() as { at: number } | undefined;
    if (read?.at !== probe) throw new Error('probe mismatch');
    return api.json(200, { status: 'ready', store: 'writable', outbox: getOutbox().depth() });
  } catch (error) {
    api.log.error({ err: errorSummary(error) }, 'not_ready');
    return api.json(503, { status: 'not-ready', store: 'unavailable' });
  }
});
