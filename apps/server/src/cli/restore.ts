import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Database, Queryable } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { referencedKeys } from "../media/mediaStore.ts";
import type { FileStorage } from "../media/storage/storage.ts";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  backupManifestSchema,
  contentTypeOf,
  MANIFEST_FILE,
  storedFile,
  tableFile,
} from "./backupFormat.ts";
import { inParallel } from "./inParallel.ts";
import { OperatorError } from "./operatorError.ts";
import { ident, insertionOrder, readSchema, type TableInfo } from "./schema.ts";

const ROWS_PER_INSERT = 500;
const FILES_AT_ONCE = 8;
/** Written by the migrations of this code, never taken from a backup. */
const MIGRATIONS_TABLE = "schema_migrations";
/**
 * Filled by any start of the site, even of an empty one (site_settings gets its demo row from
 * its migration): they do not make a site "not empty".
 */
const BOOKKEEPING_TABLES = new Set([
  MIGRATIONS_TABLE,
  "settings",
  "login_failures",
  "site_settings",
  // Migration 011 writes their first rows: the booking settings' defaults and the job names.
  "booking_settings",
  "scheduled_jobs",
  "booking_attempts",
]);

export interface RestoreOptions {
  /** Replace whatever the site holds: every row and every file its `media` rows reference. */
  force?: boolean;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  /** Files the site's rows referenced before that are not in the backup, removed (`force`). */
  removedFiles: number;
}

/** A backup folder whose every table row and file was read and found as its manifest says. */
export interface CheckedBackup {
  folder: string;
  manifest: BackupManifest;
  /** The columns each table's rows carry. */
  columns: Map<string, Set<string>>;
}

/** Reads the whole backup once, so a damaged one is refused before the site is touched. */
export async function checkBackup(folder: string): Promise<CheckedBackup> {
  const source = path.resolve(folder);
  const found = await stat(source).catch(() => null);
  if (!found?.isDirectory()) throw new OperatorError(`There is no folder ${source}.`);
  const manifest = await readManifest(source);
  const columns = await checkTableFiles(source, manifest);
  await checkStoredFiles(source, manifest);
  return { folder: source, manifest, columns };
}

/**
 * Puts a backup into the site: migrates, inserts every row in one transaction (tables in
 * foreign-key order), moves every sequence past the restored ids and writes the files before
 * committing. A failed write leaves the site as it was. Only files the `media` rows reference
 * are the site's: a bucket's other objects are never counted, replaced or removed. Every
 * session and reset link ends, and the token secret changes, so no token revoked since the
 * backup comes back.
 */
export async function restore(
  db: Database,
  storage: FileStorage,
  backup: CheckedBackup,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const { folder: source, manifest, columns: backupColumns } = backup;
  await migrate(db);
  const applied = new Set(
    (await db.kysely.selectFrom("schema_migrations").select("name").execute()).map(
      (row) => row.name,
    ),
  );
  const unknown = manifest.migrations.filter((name) => !applied.has(name));
  if (unknown.length > 0) {
    throw new OperatorError(
      `This backup comes from a newer version of the site: its database has migrations this code does not know (${unknown.join(", ")}). Update the site's code, then restore.`,
    );
  }

  const schema = await readSchema(db);
  for (const [table, columns] of backupColumns) {
    if (table === MIGRATIONS_TABLE) continue;
    const info = schema.get(table);
    if (!info) {
      throw new OperatorError(`The backup has a table "${table}" that this site does not have.`);
    }
    const missing = [...columns].filter((column) => !info.columns.includes(column));
    if (missing.length > 0) {
      throw new OperatorError(
        `The backup's table "${table}" has columns this site does not have: ${missing.join(", ")}.`,
      );
    }
  }
  const order = insertionOrder(schema).filter((table) => table.name !== MIGRATIONS_TABLE);

  const referencedBefore = await referencedKeys(db);
  const inBackup = new Set(manifest.files.map((file) => file.key));
  // Files the backup has too are the same uploads (keys are random), so they stay.
  const leftover = referencedBefore.filter((key) => !inBackup.has(key));
  if (!options.force) {
    const filled = await filledTables(db, order);
    if (filled.length > 0) {
      throw new OperatorError(
        `The site is not empty (${filled.join(", ")}). Restore goes into an empty site; add --force to erase everything it holds first.`,
      );
    }
  }

  const rows = await db.transaction(async (tx) => {
    for (const table of [...order].reverse()) await tx.query(`DELETE FROM ${ident(table.name)}`);
    let inserted = 0;
    for (const table of order) {
      const columns = backupColumns.get(table.name);
      if (columns) inserted += await insertRows(tx, table, columns, tableFile(source, table.name));
    }
    for (const table of order) {
      for (const { column, sequence } of table.sequences) {
        await tx.query(
          `SELECT setval($1::regclass, COALESCE((SELECT max(${ident(column)}) FROM ${ident(table.name)}), 0) + 1, false)`,
          [sequence],
        );
      }
    }
    await endSignIns(tx, schema);
    // Files go in before the commit, so a failed write still leaves the rows untouched.
    await putFiles(storage, source, manifest, new Set(referencedBefore));
    return inserted;
  });

  await inParallel(leftover, FILES_AT_ONCE, (key) => storage.remove(key));
  return { manifest, rows, removedFiles: leftover.length };
}

/**
 * A backup's sessions and reset links include tokens revoked or used since it was made: none
 * of them may work again. A new token secret (secrets.ts keeps it under this key) voids any
 * digest that might survive elsewhere.
 */
async function endSignIns(tx: Queryable, schema: Map<string, TableInfo>): Promise<void> {
  if (schema.has("sessions")) await tx.kysely.deleteFrom("sessions").execute();
  if (schema.has("password_resets")) await tx.kysely.deleteFrom("password_resets").execute();
  await tx.kysely.deleteFrom("setup_tokens").execute();
  const value = randomBytes(32).toString("base64url");
  await tx.kysely
    .insertInto("settings")
    .values({ key: "token_secret", value })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
    .execute();
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new OperatorError(
        `${folder} holds no ${MANIFEST_FILE}: it is not a backup, or its backup did not finish.`,
      );
    }
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new OperatorError(
      `${MANIFEST_FILE} in ${folder} is not valid JSON: the backup is damaged.`,
    );
  }
  const header = data as { format?: unknown; formatVersion?: unknown };
  if (header?.format !== BACKUP_FORMAT) {
    throw new OperatorError(`${folder} is not a backup made by this site's backup command.`);
  }
  if (typeof header.formatVersion === "number" && header.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new OperatorError(
      `This backup has format version ${header.formatVersion}; this code reads up to version ${BACKUP_FORMAT_VERSION}. Update the site's code, then restore.`,
    );
  }
  const parsed = backupManifestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OperatorError(
      `${MANIFEST_FILE} in ${folder} is damaged (${issue?.path.join(".")}: ${issue?.message}).`,
    );
  }
  return parsed.data;
}

async function* lines(file: string): AsyncGenerator<{ text: string; number: number }> {
  const input = createReadStream(file, { encoding: "utf8" });
  let number = 0;
  try {
    for await (const text of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
      number += 1;
      if (text.trim()) yield { text, number };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new OperatorError(`The backup has no ${path.basename(file)}: it is damaged.`);
    }
    throw error;
  } finally {
    input.destroy();
  }
}

/** Reads every table file once: each line an object, as many as the manifest says. */
async function checkTableFiles(
  folder: string,
  manifest: BackupManifest,
): Promise<Map<string, Set<string>>> {
  const columns = new Map<string, Set<string>>();
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const file = tableFile(folder, table);
    const seen = new Set<string>();
    let count = 0;
    for await (const line of lines(file)) {
      let row: unknown;
      try {
        row = JSON.parse(line.text);
      } catch {
        row = null;
      }
      if (typeof row !== "object" || row === null || Array.isArray(row)) {
        throw new OperatorError(
          `Line ${line.number} of ${path.relative(folder, file)} is not a row: the backup is damaged.`,
        );
      }
      for (const key of Object.keys(row)) seen.add(key);
      count += 1;
    }
    if (count !== expected) {
      throw new OperatorError(
        `${path.relative(folder, file)} holds ${count} rows where the manifest says ${expected}: the backup is damaged.`,
      );
    }
    columns.set(table, seen);
  }
  return columns;
}

async function readStoredFile(folder: string, file: BackupManifest["files"][number]) {
  const body = await readFile(storedFile(folder, file.key)).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    },
  );
  const sha256 = body && createHash("sha256").update(body).digest("hex");
  if (!body || body.length !== file.bytes || sha256 !== file.sha256) {
    throw new OperatorError(
      `The backup's file files/${file.key} is missing or differs from the manifest: the backup is damaged.`,
    );
  }
  return body;
}

async function checkStoredFiles(folder: string, manifest: BackupManifest): Promise<void> {
  await inParallel(manifest.files, FILES_AT_ONCE, async (file) => {
    await readStoredFile(folder, file);
  });
}

async function filledTables(db: Queryable, tables: TableInfo[]): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    if (BOOKKEEPING_TABLES.has(table.name)) continue;
    // The history's first version of the settings, written at a site's first start, is as much
    // the site's own as the settings row itself.
    const own =
      table.name === "history"
        ? " WHERE NOT (entity = 'settings' AND action = 'create' AND author_id IS NULL)"
        : "";
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${ident(table.name)}${own}`,
    );
    if (row?.total) filled.push(`${row.total} rows in ${table.name}`);
  }
  return filled;
}

/** PostgreSQL reads the JSON rows back itself, so every value returns with its exact type. */
async function insertRows(
  tx: Queryable,
  table: TableInfo,
  backupColumns: Set<string>,
  file: string,
): Promise<number> {
  const columns = table.insertable.filter((column) => backupColumns.has(column));
  if (columns.length === 0) return 0;
  const list = columns.map(ident).join(", ");
  const insert = `INSERT INTO ${ident(table.name)} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM jsonb_populate_recordset(NULL::${ident(table.name)}, $1::jsonb)`;
  let batch: string[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.query(insert, [`[${batch.join(",")}]`]);
    count += batch.length;
    batch = [];
  };
  for await (const line of lines(file)) {
    batch.push(line.text);
    if (batch.length >= ROWS_PER_INSERT) await flush();
  }
  await flush();
  return count;
}

/** Writes every file of the backup; on a failure removes those it added and rethrows. */
async function putFiles(
  storage: FileStorage,
  folder: string,
  manifest: BackupManifest,
  referencedBefore: Set<string>,
): Promise<void> {
  const added: string[] = [];
  try {
    await inParallel(manifest.files, FILES_AT_ONCE, async (file) => {
      const body = await readStoredFile(folder, file);
      // The type comes from the key the server made, never from the manifest: a hand-edited
      // backup could otherwise have storage serve a file as HTML from the site's own address.
      await storage.put(file.key, body, contentTypeOf(file.key));
      if (!referencedBefore.has(file.key)) added.push(file.key);
    });
  } catch (error) {
    await Promise.all(added.map((key) => storage.remove(key).catch(() => {})));
    throw error;
  }
}
