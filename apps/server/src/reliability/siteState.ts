import http from "node:http";
import type { Queryable } from "../db/database.ts";
import type { FileStorage } from "../media/storage/storage.ts";

/**
 * Tables whose rows a refused request may still add to (counting requests is their purpose), and
 * those the scheduler writes on its own whenever it runs (the outbox, the jobs' last runs).
 */
const COUNTERS = new Set(["login_failures", "booking_attempts", "mail_outbox", "scheduled_jobs"]);

/** Every table's rows (as JSON text, by table) and every stored file's key: what a write can change. */
export interface SiteState {
  tables: Map<string, string>;
  files: string[];
}

/** Each database's tables with their first column, which orders their rows (read once). */
const catalogues = new WeakMap<Queryable, Promise<{ name: string; first: string }[]>>();

const readCatalogue = (db: Queryable) =>
  db
    .query<{ name: string; first: string }>(
      `SELECT c.relname AS name,
        (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0
          AND NOT a.attisdropped ORDER BY a.attnum LIMIT 1) AS first
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
    )
    .then((tables) =>
      tables.filter(({ name }) => !COUNTERS.has(name) && !name.includes("migration")),
    );

export async function readSiteState(db: Queryable, storage: FileStorage): Promise<SiteState> {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = readCatalogue(db);
    catalogues.set(db, catalogue);
  }
  const read = await catalogue;
  // Every table's rows as JSON text in one round trip: the fuzzer reads them after every request,
  // and a query per table took 70% of its time on the embedded database.
  const [row] = await db.query<Record<string, string | null>>(
    `SELECT ${read
      .map(
        ({ name, first }) =>
          `(SELECT json_agg(r ORDER BY r."${first}")::text FROM "${name}" r) AS "${name}"`,
      )
      .join(", ")}`,
  );
  const tables = new Map(read.map(({ name }) => [name, row?.[name] ?? "[]"]));
  const files = (await storage.list()).map((object) => object.key).sort();
  return { tables, files };
}

/** What differs between two states, as short sentences; empty when nothing does. */
export function stateChanges(before: SiteState, after: SiteState): string[] {
  const changes: string[] = [];
  for (const [table, rows] of after.tables) {
    if (before.tables.get(table) !== rows) changes.push(`table ${table} changed`);
  }
  const had = new Set(before.files);
  const has = new Set(after.files);
  const added = after.files.filter((key) => !had.has(key));
  const removed = before.files.filter((key) => !has.has(key));
  if (added.length) changes.push(`files added: ${added.slice(0, 3).join(", ")}`);
  if (removed.length) changes.push(`files removed: ${removed.slice(0, 3).join(", ")}`);
  return changes;
}

export interface RawAnswer {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the request leaves from (127.0.0.2 …): a distinct client. */
  from?: string;
  agent?: http.Agent;
}

/** One request exactly as given (no client-side checks beyond Node's own), answer as text. */
export function rawRequest(base: string, request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined)
      headers["content-length"] = String(Buffer.byteLength(request.body));
    const outgoing = http.request(
      `${base}${request.path}`,
      {
        method: request.method,
        headers,
        agent: request.agent ?? false,
        ...(request.from ? { localAddress: request.from } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            headers: response.headers,
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}
