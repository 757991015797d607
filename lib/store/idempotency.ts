import 'server-only';
import { OUTBOX_COLUMNS } from './outbox';
import { compiledOnce, type StoreContext } from './context';

/** The outbox's idempotency keys: a repeated key finds its record and the answer first given. */
export function idempotency(context: StoreContext) {
  const { db } = context;
  const byKey = compiledOnce(context, (key: string) =>
    db.selectFrom('submissions').select(OUTBOX_COLUMNS).where('idempotency_key', '=', key),
  );
  return {
    byKey: (key: string) => byKey(db, key).then((rows) => rows[0]),

    /** Records `outcome` as what the visitor was told unless one is already stored; returns the stored one. */
    settle: async (id: string, outcome: string) =>
      (
        await db
          .updateTable('submissions')
          .set((eb) => ({ outcome: eb.fn.coalesce('outcome', eb.val(outcome)) }))
          .where('id', '=', id)
          .returning('outcome')
          .executeTakeFirstOrThrow()
      ).outcome!,
  };
}
