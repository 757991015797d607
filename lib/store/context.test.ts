import Database from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { compiledOnce } from './context';
import type { Database as Tables } from './tables';

const db = new Kysely<Tables>({
  dialect: new SqliteDialect({ database: new Database(':memory:') }),
});
afterAll(() => db.destroy());

describe('a query compiled once', () => {
  it("runs with each call's values", async () => {
    const sum = compiledOnce(
      { db },
      (a: number, b: number) => sql<{ n: number }>`SELECT ${a} + ${b} AS n`,
    );
    expect(await sum(db, 2, 3)).toEqual([{ n: 5 }]);
    expect(await sum(db, 10, 20)).toEqual([{ n: 30 }]);
  });

  it('is refused when a value does not become a parameter', () => {
    expect(() =>
      compiledOnce({ db }, (table: string) => sql`SELECT * FROM ${sql.table(String(table))}`),
    ).toThrow(/not bound/);
  });
});
