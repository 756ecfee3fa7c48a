import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from "kysely";
import { type Database, queryable } from "./database.ts";
import type { DB } from "./schema.generated.ts";

/**
 * PGlite runs each query on the event loop, synchronously, and its results arrive as
 * microtasks: the many queries of one page would run back to back while every visitor's
 * request waits. Each query here gives the event loop a turn before its caller goes on.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** PGlite's one connection, as Kysely's driver hands it out. */
class EmbeddedConnection implements DatabaseConnection {
  constructor(readonly pg: PGlite) {}

  async executeQuery<Row>(compiled: CompiledQuery): Promise<QueryResult<Row>> {
    const result = await this.pg.query<Row>(compiled.sql, [...compiled.parameters]);
    await turn();
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined
        ? {}
        : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: Kysely's interface asks for it; no store streams.
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error("the embedded database does not stream query results");
  }
}

/**
 * A Kysely driver over PGlite's one connection: a query or a transaction has it to itself, the
 * others wait their turn, as PGlite's own `transaction()` would have them.
 */
class EmbeddedDriver implements Driver {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  constructor(readonly connection: EmbeddedConnection) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("BEGIN"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("COMMIT"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("ROLLBACK"));
  }

  async releaseConnection() {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }

  async destroy() {}
}

/** Kysely's PostgreSQL dialect over the embedded database. */
function embeddedDialect(pg: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new EmbeddedDriver(new EmbeddedConnection(pg)),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/** The database's queries on PGlite; a script runs on the connection a query or transaction holds. */
function embeddedDatabase(pg: PGlite, release: () => Promise<void>): Database {
  const kysely = new Kysely<DB>({ dialect: embeddedDialect(pg) });
  const execHeld = async (sql: string) => {
    await pg.exec(sql);
    await turn();
  };
  return {
    kind: "embedded",
    ...queryable(kysely, (sql) => kysely.connection().execute(() => execHeld(sql))),
    transaction: (work) => kysely.transaction().execute((trx) => work(queryable(trx, execHeld))),
    async close() {
      await kysely.destroy();
      await pg.close();
      await release();
    },
  };
}

export class DatabaseInUseError extends Error {
  // By name, so that main.ts can tell it without loading the embedded database.
  override name = "DatabaseInUseError";
}

/** Lets the event loop end while the stream stays open (a pipe of the lock holder). */
function unref(stream: unknown): void {
  if (stream && typeof stream === "object" && "unref" in stream) {
    const { unref } = stream as { unref: () => void };
    unref.call(stream);
  }
}

type Attempt = { held: ChildProcess } | { busy: true };

/** One try at the lock: `flock` holds it, and lets go when its input (our pipe) closes. */
function tryLock(lockFile: string): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    const holder = spawn(
      "flock",
      ["-n", "-x", lockFile, "sh", "-c", "echo locked; exec cat >/dev/null"],
      // Its own process group: a Ctrl-C meant for the server must not free the folder before
      // the server has closed it.
      { stdio: ["pipe", "pipe", "pipe"], detached: true },
    );
    let said = "";
    let errors = "";
    holder.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    holder.stdout.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes("locked")) resolve({ held: holder });
    });
    holder.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(
              "The embedded database needs the flock command (util-linux, or busybox) to guard its folder; install it, or use PostgreSQL with DATABASE_URL.",
            )
          : error,
      );
    });
    holder.on("exit", (code) => {
      if (said.includes("locked")) return;
      // flock's answer when another process holds the lock and -n forbids waiting.
      if (code === 1 && !errors.trim()) resolve({ busy: true });
      else reject(new Error(`Could not lock ${lockFile}: ${errors.trim() || `exit ${code}`}`));
    });
  });
}

async function describeHolder(lockFile: string): Promise<string> {
  try {
    const holder = JSON.parse(await readFile(lockFile, "utf8")) as { pid?: number; host?: string };
    if (holder.pid === process.pid && holder.host === hostname()) return "this process";
    return `process ${holder.pid} on ${holder.host}`;
  } catch {
    return "another process";
  }
}

/**
 * PGlite does not stop a second process from opening the same folder, which would corrupt it,
 * so the folder is guarded by an OS lock (flock) on a file beside it. The kernel grants it to
 * one process only, also to one of two starting at the same moment and across containers that
 * share the volume, and frees it when that process ends in any way, a crash included: nothing
 * is taken over by guessing from a PID or a host name. The file itself is never removed, since
 * removing a locked file would let the next process lock a new one beside the holder.
 */
async function claim(dir: string): Promise<() => Promise<void>> {
  // Beside the folder, not in it: PGlite creates a new database only in an empty folder.
  const lockFile = `${dir}.lock`;
  let attempt = await tryLock(lockFile);
  // A holder that has just been killed lets go a few milliseconds later, when its pipe closes.
  for (let retry = 0; retry < 5 && "busy" in attempt; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    attempt = await tryLock(lockFile);
  }
  if ("busy" in attempt) {
    throw new DatabaseInUseError(
      `The embedded database in ${dir} is in use by ${await describeHolder(lockFile)}: stop the server first (only one process may open it).`,
    );
  }
  const holder = attempt.held;
  let releasing = false;
  const exited = new Promise<void>((resolve) =>
    holder.once("exit", () => {
      if (!releasing) process.emitWarning(`The lock ${lockFile} was let go while still in use.`);
      resolve();
    }),
  );
  holder.unref();
  for (const stream of [holder.stdin, holder.stdout, holder.stderr]) unref(stream);
  // Only for the message of a process that is refused; the lock is the kernel's, not this text.
  await writeFile(lockFile, JSON.stringify({ pid: process.pid, host: hostname() }));
  return async () => {
    releasing = true;
    // Referenced again, or a process with nothing else to do would end before the lock is let go.
    holder.ref();
    holder.stdin?.end();
    await exited;
  };
}

// PostgreSQL's default 128 MB of shared buffers is most of PGlite's memory (issue 9: < 250 MB
// RSS); a shelter's few megabytes of content fit in 16 MB, and the OS caches the files anyway.
const EMBEDDED_SETTINGS = { postgresqlconf: ["shared_buffers = 16MB"] };

/**
 * V8 compiles WebAssembly twice by default: at once with its baseline compiler (Liftoff), then
 * again, optimised, in the background (TurboFan). For PostgreSQL's few-megabyte module that
 * second copy costs some 45 MB of the server's memory for good, 80 MB at its start, and half a
 * second of the start (issue 9: < 250 MB, < 3 s), for queries that a shelter's small tables and
 * the answer cache make rare and short. Set before the module is compiled, and only here: the
 * embedded database is the server's only WebAssembly.
 */
function compileWasmOnce(): void {
  v8.setFlagsFromString("--liftoff-only");
}

/** The empty database the server's build makes beside the compiled server. */
const EMPTY_DATABASE = path.join(import.meta.dirname, "empty-database");
/** The file by which PGlite tells a database from a folder to create one in. */
const VERSION_FILE = "PG_VERSION";

/**
 * PGlite creates a database by running PostgreSQL's initdb in WebAssembly: some 650 MB for a
 * few seconds, most of it then garbage that an idle server may keep for long (issue 19: a first
 * start within 400 MB). The build runs it once (apps/server/build.mjs); a first start
 * copies that folder, its version file last, so that a copy cut short is made again. Run from
 * its sources (tests, `npm run dev`), the server has none, and PGlite runs initdb itself.
 */
export async function copyEmptyDatabase(dir: string, from = EMPTY_DATABASE): Promise<void> {
  if (existsSync(path.join(dir, VERSION_FILE)) || !existsSync(from)) return;
  const versionFile = path.join(from, VERSION_FILE);
  await cp(from, dir, { recursive: true, filter: (file) => file !== versionFile });
  await copyFile(versionFile, path.join(dir, VERSION_FILE));
}

/** PGlite: PostgreSQL compiled to WebAssembly, kept in a folder, no native build. */
export async function openEmbedded(dir: string): Promise<Database> {
  compileWasmOnce();
  await mkdir(dir, { recursive: true });
  const release = await claim(path.resolve(dir));
  let pg: PGlite;
  try {
    await copyEmptyDatabase(dir);
    pg = await PGlite.create(dir, EMBEDDED_SETTINGS);
  } catch (error) {
    await release();
    throw error;
  }
  return embeddedDatabase(pg, release);
}
