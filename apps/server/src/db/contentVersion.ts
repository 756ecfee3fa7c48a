import type { Database, Queryable, Session } from "./database.ts";

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

/** The advisory lock that a commit of content takes exclusively (migration 015). */
const READERS_LOCK = 724_312;
/**
 * How long an instance answers from one confirmation that it still holds READERS_LOCK shared,
 * while it is asked for the version: then it asks PostgreSQL whether a commit waits for the
 * lock, and only if one does lets go, takes the lock again and reads the version. A commit of
 * content waits for it about this long, and for nobody while the instances are idle.
 */
export const VERSION_HOLD_MS = 10;
/** How long PostgreSQL keeps a holding session that sends nothing (it renews every hold). */
const SILENT_SESSION_ENDED_AFTER = "5s";
/** Past this age a version is not trusted even if its renewal is late (a stalled event loop). */
const TRUSTED_AT_MOST_MS = 2 * VERSION_HOLD_MS;
/** One round trip: does a commit (or anyone) wait for READERS_LOCK in this database? */
const COMMIT_WAITING = `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = ${READERS_LOCK} AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS waiting`;

/**
 * PostgreSQL is shared by every instance, so the version is the row's, read while holding
 * READERS_LOCK shared: a commit of content takes it exclusively before it completes (migration
 * 015), so no commit completes while this instance holds it, and the version it read stays the
 * version; it answers without a round trip. Every VERSION_HOLD_MS it confirms the hold in one
 * round trip that asks whether a commit waits, and meanwhile goes on answering (the lock is
 * still held); when a commit waits, it stops trusting the version, lets go (the commit
 * completes), takes the lock again and reads the row, and callers wait for that. Once nobody
 * asked during a hold, it lets go and gives the connection back. Every error closes the
 * connection, so PostgreSQL drops the lock with it.
 */
function sharedVersion(db: Database): ContentVersion {
  const openSession = db.session?.bind(db);
  if (!openSession) throw new Error("a shared content version needs a PostgreSQL session");
  let session: Session | undefined;
  /** The version read when the lock held now was taken; undefined while none is held. */
  let held: number | undefined;
  /** When the last round trip that found the lock still held was sent. */
  let confirmedAt = 0;
  let reading: Promise<number> | undefined;
  let asked = false;
  let timer: NodeJS.Timeout | undefined;

  const close = (error: Error) => {
    held = undefined;
    session?.release(error);
    session = undefined;
  };
  /** Counts the sessions opened: a failure of one this version has let go of changes nothing. */
  let sessions = 0;
  const lockAndRead = async (): Promise<number> => {
    const since = performance.now();
    const opened = session === undefined;
    if (!session) {
      const number = ++sessions;
      session = await openSession((error) => {
        // The held connection failed between rounds: its lock is gone, and so is the trust.
        if (number !== sessions) return;
        clearTimeout(timer);
        close(error);
      });
    }
    // An instance cut off from the database must not hold every commit for long: PostgreSQL
    // ends a session that has sent nothing for this long, and its lock with it.
    const first = opened ? `SET idle_session_timeout = '${SILENT_SESSION_ENDED_AFTER}';` : "";
    const letGo = held === undefined ? "" : `SELECT pg_advisory_unlock_shared(${READERS_LOCK});`;
    // Not trusted from here on: once the lock goes, a waiting commit completes.
    held = undefined;
    const results = await session.script<{ version: string }>(
      `${first}${letGo}SELECT pg_advisory_lock_shared(${READERS_LOCK}); SELECT version FROM content_version WHERE id = 1`,
    );
    const row = results.at(-1)?.[0];
    if (!row) throw new Error("content_version has no row");
    held = Number(row.version);
    confirmedAt = since;
    return held;
  };
  /** Confirms the hold while answering from it; reads again only when a commit waits. */
  const confirmOrRead = async (): Promise<number> => {
    const version = held;
    if (!session || version === undefined) return lockAndRead();
    const since = performance.now();
    const [rows] = await session.script<{ waiting: boolean }>(COMMIT_WAITING);
    if (rows?.[0]?.waiting !== false || held !== version) return lockAndRead();
    // The query ran on the connection that holds the lock: held all along, no commit completed.
    confirmedAt = since;
    return version;
  };
  const round = () => {
    clearTimeout(timer);
    asked = false;
    const started = confirmOrRead().then(
      (version) => {
        timer = setTimeout(renew, VERSION_HOLD_MS);
        return version;
      },
      (error: Error) => {
        close(error);
        throw error;
      },
    );
    reading = started;
    const done = () => {
      if (reading === started) reading = undefined;
    };
    started.then(done, done);
    return started;
  };
  function renew() {
    if (asked) {
      round().catch(() => {});
      return;
    }
    // Nobody asked during the hold: the lock goes, and commits wait for this instance no more.
    held = undefined;
    const idle = session;
    session = undefined;
    sessions += 1;
    idle
      ?.script(`SELECT pg_advisory_unlock_shared(${READERS_LOCK}); RESET idle_session_timeout`)
      .then(
        () => idle.release(),
        (error: Error) => idle.release(error),
      );
  }

  return {
    current() {
      asked = true;
      if (held !== undefined && performance.now() - confirmedAt < TRUSTED_AT_MOST_MS) return held;
      return reading ?? round();
    },
    // The commit waited until no instance trusted a version from before it: nothing to wait for.
    changed: () => Promise.resolve(),
  };
}
