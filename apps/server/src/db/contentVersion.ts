import type { Database, Queryable } from "./database.ts";

/**
 * The version of the public content, so that a response built from it can be cached until it
 * changes. Every write to a content table bumps the `content_version` row (a trigger of
 * migration 006), so on PostgreSQL a write through any instance, or an operator command, counts.
 */
export interface ContentVersion {
  /** The version now: it already counts every write that committed before this call. */
  current(): number | Promise<number>;
  /**
   * Told by this process's writers once their transaction has ended, with the version it made
   * if it made one (`ownVersion`); settles once the next `current()` counts the write.
   */
  changed(version?: number): Promise<void>;
}

/**
 * The version the transaction `tx` made, read in it before it commits; undefined if it changed
 * no content (the row's `xmin` says whether this transaction wrote it).
 */
export async function ownVersion(tx: Queryable): Promise<number | undefined> {
  const [row] = await tx.query<{ version: string }>(
    "SELECT version FROM content_version WHERE id = 1 AND xmin = pg_current_xact_id_if_assigned()::xid",
  );
  return row ? Number(row.version) : undefined;
}

export function createContentVersion(db: Database): ContentVersion {
  if (db.kind === "embedded") return localVersion();
  return sharedVersion(db);
}

/** The embedded database is opened by this process alone: its own writes are all the writes. */
export function localVersion(): ContentVersion {
  let version = 0;
  return {
    current: () => version,
    changed() {
      // Every write is this process's: each one moves the version, whatever it says.
      version += 1;
      return Promise.resolve();
    },
  };
}

/**
 * PostgreSQL is shared by every instance, so the row is read, but one read serves every caller
 * waiting: a caller joins the next read to begin after it asked (never one already under way,
 * which may predate a write it must see), so there is at most one read in flight and one queued.
 */
function sharedVersion(db: Database): ContentVersion {
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;

  const read = async () => {
    const [row] = await db.query<{ version: string }>(
      "SELECT version FROM content_version WHERE id = 1",
    );
    if (!row) throw new Error("content_version has no row");
    return Number(row.version);
  };
  const start = () => {
    const reading = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  const ignore = () => {};

  return {
    current() {
      if (!running) return start();
      queued ??= running.then(ignore, ignore).then(() => {
        queued = undefined;
        return start();
      });
      return queued;
    },
    // The row is the truth here: a read begun after the commit already counts the write.
    changed: () => Promise.resolve(),
  };
}
