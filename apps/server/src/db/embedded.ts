import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database.ts";

type PGliteLike = Pick<PGlite, "query" | "exec">;

function wrap(pg: PGliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };
}

/** PGlite: PostgreSQL compiled to WebAssembly, kept in a folder, no native build. */
export async function openEmbedded(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const pg = await PGlite.create(dir);
  return {
    kind: "embedded",
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
