import type { Queryable } from "../db/database.ts";
import { referencedKeys } from "../media/mediaStore.ts";
import type { FileStorage, StoredObject } from "../media/storage/storage.ts";
import { inParallel } from "./inParallel.ts";
import { ident } from "./schema.ts";

/** The keys mediaStore.ts makes; anything else in the storage is not the site's to judge. */
const SITE_KEY = /^(images\/[0-9a-f-]{36}\/\d+\.webp|documents\/[0-9a-f-]{36}\.[a-z0-9]+)$/;
/** An upload writes its files before its row: a younger file may be one still in flight. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
const FILES_AT_ONCE = 8;

export interface MissingFiles {
  mediaId: number;
  kind: string;
  /** The records showing this upload, as "table id". */
  usedBy: string[];
  keys: string[];
}

export interface SweepReport {
  /** Files of the site's own key shapes. */
  stored: number;
  referenced: number;
  /** Files no `media` row references, oldest first. */
  orphans: StoredObject[];
  /** Files whose names the site never makes: never listed as orphans, never removed. */
  foreign: number;
  missing: MissingFiles[];
  /** Orphans removed (with `remove`). */
  removed: string[];
  /** Orphans kept because they are younger than SWEEP_GRACE_MS (with `remove`). */
  tooYoung: string[];
}

export interface SweepOptions {
  remove?: boolean;
  now?: Date;
}

/**
 * Compares storage with the `media` table: files no row references (leftovers of a failed
 * removal or a crash) and rows whose files are gone. With `remove`, deletes the leftover files
 * older than an hour; rows with missing files stay, since removing them would take content off
 * the site: an administrator replaces the image or deletes the record instead.
 */
export async function sweep(
  db: Queryable,
  storage: FileStorage,
  options: SweepOptions = {},
): Promise<SweepReport> {
  // Storage first, rows second: a file written meanwhile is at worst a young orphan.
  const listing = await storage.list();
  const rows = await db.kysely
    .selectFrom("media")
    .select(["id", "kind", "variants"])
    .orderBy("id")
    .execute();
  const referenced = new Set(rows.flatMap((row) => row.variants.map((variant) => variant.key)));
  const listed = new Set(listing.map((object) => object.key));
  const own = listing.filter((object) => SITE_KEY.test(object.key));
  const orphans = own
    .filter((object) => !referenced.has(object.key))
    .sort((a, b) => a.modified.getTime() - b.modified.getTime());

  const candidates = rows.filter((row) => row.variants.some((variant) => !listed.has(variant.key)));
  // A file the listing missed may have been written since: only a failed read says "missing".
  const missing: MissingFiles[] = [];
  for (const row of candidates) {
    const keys: string[] = [];
    for (const { key } of row.variants) {
      if (!listed.has(key) && (await storage.get(key)) === null) keys.push(key);
    }
    if (keys.length > 0) missing.push({ mediaId: row.id, kind: row.kind, usedBy: [], keys });
  }
  await findUsers(db, missing);

  const removed: string[] = [];
  const tooYoung: string[] = [];
  if (options.remove && orphans.length > 0) {
    const now = (options.now ?? new Date()).getTime();
    const old = orphans.filter((object) => now - object.modified.getTime() >= SWEEP_GRACE_MS);
    tooYoung.push(...orphans.filter((object) => !old.includes(object)).map((o) => o.key));
    // A row written since the listing takes its files back out of the sweep.
    const claimed = new Set(
      await referencedKeys(
        db,
        old.map((object) => object.key),
      ),
    );
    const doomed = old.filter((object) => !claimed.has(object.key)).map((object) => object.key);
    await inParallel(doomed, FILES_AT_ONCE, async (key) => {
      await storage.remove(key);
      removed.push(key);
    });
    removed.sort();
  }

  return {
    stored: own.length,
    referenced: referenced.size,
    orphans,
    foreign: listing.length - own.length,
    missing,
    removed,
    tooYoung,
  };
}

/** Fills in which records show each upload, by the foreign keys that point at `media`. */
async function findUsers(db: Queryable, missing: MissingFiles[]): Promise<void> {
  if (missing.length === 0) return;
  const references = await db.query<{ table_name: string; column_name: string }>(
    `SELECT source.relname AS table_name, attribute.attname AS column_name
     FROM pg_constraint c
     JOIN pg_class source ON source.oid = c.conrelid
     JOIN pg_attribute attribute ON attribute.attrelid = c.conrelid AND attribute.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.confrelid = 'media'::regclass
     ORDER BY 1, 2`,
  );
  const ids = missing.map((entry) => entry.mediaId);
  for (const { table_name, column_name } of references) {
    const users = await db.query<{ id: number; media_id: number }>(
      `SELECT id, ${ident(column_name)} AS media_id FROM ${ident(table_name)}
       WHERE ${ident(column_name)} = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    for (const user of users) {
      missing
        .find((entry) => entry.mediaId === user.media_id)
        ?.usedBy.push(`${table_name} ${user.id}`);
    }
  }
}
