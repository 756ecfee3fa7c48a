import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { type Database, queryable } from "./database.ts";
import type { DB } from "./schema.generated.ts";

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on("error", () => {});
  await pool.query("SELECT 1");
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: "postgres",
    ...queryable(kysely),
    transaction: (work) => kysely.transaction().execute((trx) => work(queryable(trx))),
    close: () => kysely.destroy(),
  };
}
