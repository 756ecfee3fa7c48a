import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { type Database, queryable, type Session } from "./database.ts";
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
    session: async (onError): Promise<Session> => {
      const client = await pool.connect();
      // A client out of the pool has no listener for a failure between queries: one that is
      // not listened to would end the process. A client released with an error is closed, and
      // may still report it: the listener stays on it, silent.
      let released = false;
      const listener = (error: Error) => {
        if (!released) onError(error);
      };
      client.on("error", listener);
      return {
        async script<Row>(sql: string) {
          const results = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
          return (Array.isArray(results) ? results : [results]).map(
            (result) => result.rows as Row[],
          );
        },
        release: (error) => {
          released = true;
          if (!error) client.removeListener("error", listener);
          client.release(error);
        },
      };
    },
    close: () => kysely.destroy(),
  };
}
