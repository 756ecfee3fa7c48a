import { createHash } from "node:crypto";
import { mkdir, open, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database, Queryable } from "../db/database.ts";
import { referencedKeys } from "../media/mediaStore.ts";
import type { FileStorage } from "../media/storage/storage.ts";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupFile,
  type BackupManifest,
  contentTypeOf,
  MANIFEST_FILE,
  storedFile,
  tableFile,
} from "./backupFormat.ts";
import { inParallel } from "./inParallel.ts";
import { OperatorError } from "./operatorError.ts";
import { ident, insertionOrder, readSchema, type TableInfo } from "./schema.ts";

const ROWS_PER_QUERY = 1000;
const FILES_AT_ONCE = 8;

export interface BackupSummary {
  folder: string;
  manifest: BackupManifest;
  /** How many times the files changed under the backup (a running server) and it began again. */
  retries: number;
}

/** A running server may replace images during a backup; after this many tries, give up. */
const ATTEMPTS = 5;

/** Refuses a folder that exists and holds anything: a backup never mixes with other files. */
export async function checkBackupFolder(folder: string): Promise<void> {
  const found = await stat(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (!found) return;
  if (!found.isDirectory()) throw new OperatorError(`${folder} is a file, not a folder.`);
  if ((await readdir(folder)).length > 0) {
    throw new OperatorError(
      `${folder} is not empty. A backup goes into a new or empty folder, so it never mixes with another.`,
    );
  }
}

/**
 * Writes every row of every table and every file the `media` rows reference into a new folder,
 * `manifest.json` last, so a folder without one is an unfinished backup. The files follow the
 * rows' snapshot: when a running server removes one in between (a replaced image), the backup
 * begins again; a file the database still references but storage lacks fails the backup.
 */
export async function backup(
  db: Database,
  storage: FileStorage,
  folder: string,
): Promise<BackupSummary> {
  const target = path.resolve(folder);
  await checkBackupFolder(target);
  const existed = await stat(target).then(
    () => true,
    () => false,
  );
  // The backup holds password hashes and the sign-in secret.
  await mkdir(target, { recursive: true, mode: 0o700 });
  try {
    for (let attempt = 1; ; attempt += 1) {
      if (attempt > 1) await emptyFolder(target);
      const { migrations, tables, keys } = await writeSnapshot(db, target);
      const missing: string[] = [];
      const stored = await inParallel(keys, FILES_AT_ONCE, async (key) => {
        const entry = await copyFile(storage, target, key);
        if (!entry) missing.push(key);
        return entry;
      });
      if (missing.length === 0) {
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          database: db.kind,
          migrations,
          tables,
          files: stored.filter((entry): entry is BackupFile => entry !== null),
        };
        await writeFile(
          path.join(target, MANIFEST_FILE),
          `${JSON.stringify(manifest, null, 2)}\n`,
          { mode: 0o600 },
        );
        return { folder: target, manifest, retries: attempt - 1 };
      }
      const lost = await referencedKeys(db, missing);
      if (lost.length > 0) {
        throw new OperatorError(
          `The database references ${lost.length} stored files that storage does not have, so a backup would be incomplete: ${lost.slice(0, 10).join(", ")}${lost.length > 10 ? ", …" : ""}. Check S3_* / DATA_DIR; "npm run admin -- sweep" lists every record whose file is missing.`,
        );
      }
      if (attempt === ATTEMPTS) {
        throw new OperatorError(
          `Files kept changing while backing up (${ATTEMPTS} tries): the running server replaced or deleted uploads each time. Try again at a quieter time, or stop the server first.`,
        );
      }
    }
  } catch (error) {
    // Only what this backup wrote is removed: the folder was new or empty.
    if (existed) {
      await emptyFolder(target);
    } else {
      await rm(target, { recursive: true, force: true });
    }
    throw error;
  }
}

async function emptyFolder(folder: string): Promise<void> {
  for (const entry of await readdir(folder)) {
    await rm(path.join(folder, entry), { recursive: true, force: true });
  }
}

/** Every table's rows from one snapshot, and the storage keys its `media` rows reference. */
async function writeSnapshot(db: Database, target: string) {
  return db.transaction(async (tx) => {
    // One snapshot for every table, so a server writing meanwhile (PostgreSQL) cannot tear it.
    await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    // Timestamps in UTC whatever the server's zone: the same data gives the same files.
    await tx.query("SET LOCAL TimeZone = 'UTC'");
    const schema = await readSchema(tx);
    if (!schema.has("schema_migrations")) {
      throw new OperatorError(
        "This database has no site tables yet: there is nothing to back up. Check DATA_DIR or DATABASE_URL.",
      );
    }
    const applied = await tx.kysely
      .selectFrom("schema_migrations")
      .select("name")
      .orderBy("name")
      .execute();
    await mkdir(path.join(target, "tables"));
    const tables: Record<string, number> = {};
    for (const table of insertionOrder(schema)) {
      tables[table.name] = await writeTable(tx, table, tableFile(target, table.name));
    }
    // The files are those of the rows, never a listing: a shared bucket holds others' objects.
    const keys = schema.has("media") ? await referencedKeys(tx) : [];
    return { migrations: applied.map((row) => row.name), tables, keys };
  });
}

/** Copies one stored file into the backup; null when storage no longer has it. */
async function copyFile(
  storage: FileStorage,
  target: string,
  key: string,
): Promise<BackupFile | null> {
  const body = await storage.get(key);
  if (!body) return null;
  const file = storedFile(target, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body, { mode: 0o600 });
  return {
    key,
    bytes: body.length,
    sha256: createHash("sha256").update(body).digest("hex"),
    contentType: contentTypeOf(key),
  };
}

/** Writes the table's rows as PostgreSQL renders them in JSON, so no value passes through JS. */
async function writeTable(tx: Queryable, table: TableInfo, file: string): Promise<number> {
  const handle = await open(file, "w", 0o600);
  try {
    const from = `SELECT row_to_json(backup_row)::text AS line FROM ${ident(table.name)} backup_row`;
    if (table.primaryKey.length === 0) {
      const rows = await tx.query<{ line: string }>(from);
      await handle.write(rows.map((row) => `${row.line}\n`).join(""));
      return rows.length;
    }
    const order = table.primaryKey.map((column) => `backup_row.${ident(column)}`).join(", ");
    let count = 0;
    for (;;) {
      const rows = await tx.query<{ line: string }>(
        `${from} ORDER BY ${order} LIMIT ${ROWS_PER_QUERY} OFFSET ${count}`,
      );
      await handle.write(rows.map((row) => `${row.line}\n`).join(""));
      count += rows.length;
      if (rows.length < ROWS_PER_QUERY) return count;
    }
  } finally {
    await handle.close();
  }
}
