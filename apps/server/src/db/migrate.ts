import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.ts";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any constant works; it only has to be the same for every instance of the site.
const MIGRATION_LOCK = 724_311;

/** Applies the pending `migrations/NNN_name.sql` files in order, each once, all or none. */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith(".sql")).sort();
  return db.transaction(async (tx) => {
    // Instances starting together wait here instead of applying the same migration twice.
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const applied = new Set(
      (await tx.kysely.selectFrom("schema_migrations").select("name").execute()).map(
        (row) => row.name,
      ),
    );
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await tx.exec(await readFile(path.join(migrationsDir, name), "utf8"));
      await tx.kysely.insertInto("schema_migrations").values({ name }).execute();
    }
    return pending;
  });
}
