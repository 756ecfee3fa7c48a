/** What a store needs of the database: the same PostgreSQL dialect, embedded or served. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "embedded" | "postgres";
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
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
