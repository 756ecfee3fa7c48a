import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { Kysely, PostgresDialect } from "kysely";
import { PostgresDialect as CodegenDialect, generate, RawExpressionNode } from "kysely-codegen";
import pg from "pg";
import { migrate } from "./migrate.ts";
import { openPostgres } from "./postgres.ts";

/** Where the database types are checked in; `npm run db:types` writes it. */
export const SCHEMA_TYPES_FILE = path.join(import.meta.dirname, "schema.generated.ts");

/** The PostgreSQL server a throwaway database is made on (the tests' one). */
const SERVER_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** What the schema cannot say: the JSON a column holds, the values a CHECK allows. */
const COLUMN_TYPES = {
  // Written as JSON text (pg would send a JS array as a PostgreSQL array), read back parsed.
  "media.variants": "ColumnType<StoredVariant[], string, string>",
  "media.kind": '"image" | "document"',
  "users.role":
    'ColumnType<"admin" | "editor" | "bookings", "admin" | "editor" | "bookings" | undefined, "admin" | "editor" | "bookings">',
  "invitations.role": '"admin" | "editor" | "bookings"',
  "history.action": '"create" | "update" | "delete" | "restore"',
  "site_settings.opening_hours": "ColumnType<OpeningHoursByPlace, string | undefined, string>",
};

/**
 * The column types go to kysely-codegen as written (raw expressions), and the imports of the types
 * they name are written here, beside the one import kysely-codegen always writes (the formatter
 * puts them in order): given text, kysely-codegen would parse it, and find what to import, with
 * TypeScript's compiler API, a package it requires without depending on it and which TypeScript
 * 7, the compiler of our type checks, no longer has (it warned once per column and left the
 * imports out).
 */
const OVERRIDES = {
  columns: Object.fromEntries(
    Object.entries(COLUMN_TYPES).map(([column, type]) => [column, new RawExpressionNode(type)]),
  ),
};
const OVERRIDE_IMPORTS = [
  'import type { StoredVariant } from "../media/mediaStore.ts";',
  'import type { OpeningHoursByPlace } from "@shelter/contract";',
];
const GENERATED_IMPORT = 'import type { ColumnType } from "kysely";';

function withOverrideImports(source: string): string {
  if (!source.includes(GENERATED_IMPORT)) {
    throw new Error(`kysely-codegen's output has changed: it no longer says ${GENERATED_IMPORT}`);
  }
  return source.replace(GENERATED_IMPORT, [GENERATED_IMPORT, ...OVERRIDE_IMPORTS].join("\n"));
}

/** The repository's own formatting and import order, so that the file passes `npm run lint`. */
async function formatted(source: string): Promise<string> {
  const root = path.join(import.meta.dirname, "../../../..");
  const run = promisify(execFile)(
    path.join(root, "node_modules/.bin/biome"),
    ["check", "--write", `--stdin-file-path=${SCHEMA_TYPES_FILE}`],
    { cwd: root },
  );
  // Should biome exit before reading all of it, the write fails with EPIPE: the exit code tells.
  run.child.stdin?.on("error", () => {});
  run.child.stdin?.end(source);
  return (await run).stdout;
}

/**
 * The database types kysely-codegen makes from the migrations: they are applied to a new,
 * empty PostgreSQL database, which is read and then dropped.
 */
export async function generateSchemaTypes(serverUrl = SERVER_URL): Promise<string> {
  const name = `shelter_schema_${randomBytes(6).toString("hex")}`;
  const server = new pg.Client({ connectionString: serverUrl });
  // The throwaway database is dropped WITH (FORCE): a connection it ends must not crash the run.
  server.on("error", () => {});
  await server.connect();
  try {
    await server.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    pool.on("error", () => {});
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    try {
      const source = await generate({ db, dialect: new CodegenDialect(), overrides: OVERRIDES });
      return await formatted(withOverrideImports(source));
    } finally {
      await db.destroy();
    }
  } finally {
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.end();
  }
}

// `npm run db:types`: after a new migration, writes the types the stores are checked against.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await writeFile(SCHEMA_TYPES_FILE, await generateSchemaTypes());
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_TYPES_FILE)}`);
}
