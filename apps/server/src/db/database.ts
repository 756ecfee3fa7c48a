import { CompiledQuery, type Kysely } from "kysely";
import type { DB } from "./schema.generated.ts";

/** What a store needs of the database: the same PostgreSQL dialect, embedded or served. */
export interface Queryable {
  /** Typed queries on the migrated schema, on this database or in this transaction. */
  readonly kysely: Kysely<DB>;
  /**
   * Raw SQL, only for what the query builder cannot say (docs/ARCHITECTURE.md, "Raw SQL, and
   * why"): advisory locks, `xmin`, generic table copies.
   */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "embedded" | "postgres";
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * One connection of PostgreSQL's pool, held until released, for state that lives in a session
   * (an advisory lock held between queries). The embedded database has one connection: none.
   */
  session?(onError: (error: Error) => void): Promise<Session>;
  close(): Promise<void>;
}

/**
 * A connection held by one user: see `Database.session`. Its `onError` is told when the
 * connection fails between queries (PostgreSQL ended the session: its locks are gone).
 */
export interface Session {
  /** Runs statements without parameters in one round trip; the rows of each, in order. */
  script<Row>(sql: string): Promise<Row[][]>;
  /** Gives the connection back; with an error, closes it (its session state goes with it). */
  release(error?: Error): void;
}

/**
 * A `Queryable` over a Kysely instance or transaction. By default a script goes as one query
 * without parameters, which PostgreSQL's simple protocol runs statement by statement.
 */
export function queryable(
  kysely: Kysely<DB>,
  exec = async (sql: string) => {
    await kysely.executeQuery(CompiledQuery.raw(sql));
  },
): Queryable {
  return {
    kysely,
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await kysely.executeQuery<Row>(CompiledQuery.raw(sql, [...params]));
      return result.rows;
    },
    exec,
  };
}

export interface DatabaseOptions {
  /** `postgres://…`; without it the embedded database lives in `embeddedDir`. */
  url?: string | undefined;
  embeddedDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import("./postgres.ts");
    return openPostgres(options.url);
  }
  const { openEmbedded } = await import("./embedded.ts");
  return openEmbedded(options.embeddedDir);
}
