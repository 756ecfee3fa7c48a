import { existsSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { OperatorError } from "./operatorError.ts";

export interface OpenOptions {
  /** Refuse to create a new embedded database (a mistyped DATA_DIR would make an empty one). */
  mustExist?: boolean;
  migrate?: boolean;
}

/** The database URL with its password hidden, fit for a message. */
function describe(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${config.embeddedDatabaseDir}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = "***";
    return `the PostgreSQL database ${url.toString()}`;
  } catch {
    return "the PostgreSQL database of DATABASE_URL";
  }
}

/** Opens the site's database from the same environment as the server. */
export async function openSiteDatabase(
  config: Config,
  options: OpenOptions = {},
): Promise<Database> {
  if (!config.databaseUrl) {
    const dir = config.embeddedDatabaseDir;
    if (options.mustExist && !existsSync(path.join(dir, "PG_VERSION"))) {
      throw new OperatorError(
        `There is no database in ${dir}. Check DATA_DIR (or set DATABASE_URL for PostgreSQL).`,
      );
    }
  }
  let db: Database;
  try {
    db = await openDatabase({ url: config.databaseUrl, embeddedDir: config.embeddedDatabaseDir });
  } catch (error) {
    throw new OperatorError(
      `Cannot open ${describe(config)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (options.migrate) {
    try {
      await migrate(db);
    } catch (error) {
      await db.close().catch(() => {});
      throw new OperatorError(
        `Cannot bring ${describe(config)} up to date: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return db;
}
