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
 * How long an instance answers from one read of the version while it is asked for it, holding
 * READERS_LOCK shared; then it lets go and reads again in one round trip. A commit of content
 * waits for it at most this long, and for nobody while the instances are idle.
 */
export const VERSION_HOLD_MS = 10;
/** How long PostgreSQL keeps a holding session that sends nothing (it renews every hold). */
const SILENT_SESSION_ENDED_AFTER = "5s";
/** Past this age a version is not trusted even if its renewal is late (a stalled event loop). */
const TRUSTED_AT_MOST_MS = 2 * VERSION_HOLD_MS;

/**
 * PostgreSQL is shared by every instance, so the version is the row's, read while holding
 * READERS_LOCK shared: a commit of content takes it exclusively before it completes (migration
 * 015), so no commit completes while this instance answers from what it read; it answers without
 * a round trip. Every VERSION_HOLD_MS it stops trusting the version, lets go of the lock (a
 * waiting commit completes), takes it again and reads the row, in one round trip that callers
 * meanwhile wait for; once nobody asked during a hold, it lets go and gives the connection back.
 * Every error closes the connection, so PostgreSQL drops the lock with it.
 */
function sharedVersion(db: Database): ContentVersion {
  const openSession = db.session?.bind(db);
  if (!openSession) throw new Error("a shared content version needs a PostgreSQL session");
  let session: Session | undefined;
  let holding = false;
  let trusted: { version: number; since: number } | undefined;
  let reading: Promise<number> | undefined;
  let asked = false;
  let timer: NodeJS.Timeout | undefined;

  const close = (error: Error) => {
    trusted = undefined;
    holding = false;
    session?.release(error);
    session = undefined;
  };
  /** Counts the sessions opened: a failure of one this version has let go of changes nothing. */
  let sessions = 0;
  const lockAndRead = async () => {
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
    const letGo = holding ? `SELECT pg_advisory_unlock_shared(${READERS_LOCK});` : "";
    const results = await session.script<{ version: string }>(
      `${first}${letGo}SELECT pg_advisory_lock_shared(${READERS_LOCK}); SELECT version FROM content_version WHERE id = 1`,
    );
    holding = true;
    const row = results.at(-1)?.[0];
    if (!row) throw new Error("content_version has no row");
    trusted = { version: Number(row.version), since };
    timer = setTimeout(renew, VERSION_HOLD_MS);
    return trusted.version;
  };
  const read = () => {
    clearTimeout(timer);
    trusted = undefined;
    asked = false;
    const round = lockAndRead().catch((error: Error) => {
      close(error);
      throw error;
    });
    reading = round;
    round.then(
      () => {
        if (reading === round) reading = undefined;
      },
      () => {
        if (reading === round) reading = undefined;
      },
    );
    return round;
  };
  function renew() {
    if (asked) {
      read().catch(() => {});
      return;
    }
    // Nobody asked during the hold: the lock goes, and commits wait for this instance no more.
    trusted = undefined;
    const idle = session;
    session = undefined;
    sessions += 1;
    holding = false;
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
      if (trusted && performance.now() - trusted.since < TRUSTED_AT_MOST_MS) return trusted.version;
      return reading ?? read();
    },
    // The commit waited until no instance trusted a version from before it: nothing to wait for.
    changed: () => Promise.resolve(),
  };
}
