import type { Database } from "./database.ts";

/**
 * The version of the public content, so that an answer built from it can be kept until it
 * changes. Every write to a content table bumps the `content_version` row (a trigger of
 * migration 006), so on PostgreSQL a write through any instance, or an operator command, counts.
 */
export interface ContentVersion {
  /** The version now: it already counts every write that committed before this call. */
  current(): number | Promise<number>;
  /**
   * Told by this process's writers once their transaction has ended; settles once this
   * process's readers are given the change, so that a write answers only after that.
   */
  changed(): Promise<void>;
  /**
   * Where one process holds every write (the embedded database), work to do with a new version
   * before its readers are given it: the answer cache remakes its busiest answers meanwhile, so
   * that a write never leaves a crowd of visitors waiting for the page to be made again.
   */
  prepareWith?(prepare: (version: number) => Promise<void>): void;
}

export function createContentVersion(db: Database): ContentVersion {
  if (db.kind === "embedded") return localVersion();
  return sharedVersion(db);
}

/**
 * The embedded database is opened by this process alone: its own writes are all the writes.
 * Readers are given the newest version once it is prepared; until then they get the one before,
 * which is no stale answer: the write that moved it has not been answered yet.
 */
export function localVersion(): ContentVersion {
  let committed = 0;
  let published = 0;
  let prepare = async (_version: number) => {};
  let publishing = Promise.resolve();
  const publish = async () => {
    // Writes that ended meanwhile are prepared together, with the newest version.
    const version = committed;
    if (version <= published) return;
    try {
      await prepare(version);
    } catch {
      // A preparation that failed only leaves the answers to be made on their next read.
    }
    published = Math.max(published, version);
  };
  return {
    current: () => published,
    changed() {
      committed += 1;
      publishing = publishing.then(publish);
      return publishing;
    },
    prepareWith(work) {
      prepare = work;
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
    // The row is the truth here; this instance's own writes bumped it like any other's.
    changed: () => Promise.resolve(),
  };
}
