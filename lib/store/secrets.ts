import 'server-only';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from './tables';

/** A random secret of this site named `name`, made once and the same for every instance. */
export const secret = (db: Kysely<Database>) => async (name: string) => {
  await db
    .insertInto('site_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const { value } = await db
    .selectFrom('site_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return value;
};
