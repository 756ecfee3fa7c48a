import type { Database, Queryable } from "./database.ts";

/**
 * The version of the public content, so that an answer built from it can be kept until it
 * changes. Every write to a content table bumps the `content_version` row (a trigger of
 * migration 006), so on PostgreSQL a write through any instance, or an operator command, counts.
 */
export interface ContentVersion {
  /** The version now: it already counts every write that committed before this call. */
  current(): number | Promise<number>;
  /**
   * Told by this process's writers once their transaction has ended, with the version it made
   * if it made one (`ownVersion`); settles once this process's readers are given the change, so
   * that a write answers only after that.
   */
  changed(version?: number): Promise<void>;
  /**
   * Work to do with a version this process's write made, before its readers are given it: the
   * answer cache remakes its busiest answers meanwhile, so that a write never leaves a crowd of
   * visitors waiting for the page to be made again.
   */
  prepareWith(prepare: (version: number) => Promise<void>): void;
}

/**
 * The version the transaction `tx` made, read in it before it commits; undefined if it changed
 * no content. The row's `xmin` says whether this transaction wrote it: a version read without
 * that check could be another instance's, and holding that one back would hide its write.
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

/**
 * The embedded database is opened by this process alone: its own writes are all the writes.
 * Readers are given the newest version once it is prepared; until then they get the one before,
 * which is no stale answer: the write that moved it has not been answered yet.
 */
export function localVersion(): ContentVersion {
  let committed = 0;
  let published = 0;
  const preparations = preparationQueue();
  return {
    current: () => published,
    changed() {
      // Every write is this process's: each one moves the version, whatever it says.
      committed += 1;
      return preparations.add(async (prepare) => {
        // Writes that ended meanwhile are prepared together, with the newest version.
        const version = committed;
        if (version <= published) return;
        await prepare(version);
        published = Math.max(published, version);
      });
    },
    prepareWith: preparations.prepareWith,
  };
}

/**
 * This process's preparations of new versions, one after another in the order of their writes.
 * A preparation that fails only leaves the answers to be made on their next read.
 */
function preparationQueue() {
  let prepare = async (_version: number) => {};
  const safely = async (version: number) => {
    try {
      await prepare(version);
    } catch {
      // the answers are made on their next read instead
    }
  };
  let queue = Promise.resolve();
  return {
    prepareWith(work: (version: number) => Promise<void>) {
      prepare = work;
    },
    /** Runs `step` after the steps before it; settles once it has. */
    add(step: (prepare: (version: number) => Promise<void>) => Promise<void>): Promise<void> {
      queue = queue.then(() => step(safely));
      return queue;
    },
    /** Settles once every step added so far has. */
    settled: () => queue,
  };
}

/**
 * PostgreSQL is shared by every instance, so the row is read, but one read serves every caller
 * waiting: a caller joins the next read to begin after it asked (never one already under way,
 * which may predate a write it must see), so there is at most one read in flight and one queued.
 *
 * While a write of this instance is being prepared, a reader that finds the row at exactly the
 * version that write made is given the one before it: the write is not answered yet, and any
 * later write, through whichever instance, moves the row past it and is given at once.
 */
function sharedVersion(db: Database): ContentVersion {
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  let preparing: number | undefined;
  const preparations = preparationQueue();

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

  const given = (version: number) => (version === preparing ? version - 1 : version);

  return {
    async current() {
      if (!running) return given(await start());
      queued ??= running.then(ignore, ignore).then(() => {
        queued = undefined;
        return start();
      });
      return given(await queued);
    },
    changed(version) {
      // The row is the truth here: a write that says nothing of its version is given at once.
      if (version === undefined) return preparations.settled();
      preparing = version;
      return preparations.add(async (prepare) => {
        await prepare(version);
        if (preparing === version) preparing = undefined;
      });
    },
    prepareWith: preparations.prepareWith,
  };
}
