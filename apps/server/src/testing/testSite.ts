import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Mailer } from "../auth/mailer.ts";
import { readConfig } from "../config.ts";
import { copyEmptyDatabase } from "../db/embedded.ts";
import type { DemoEncodings } from "../demo/seed.ts";
import { openSite, type Site } from "../site.ts";

/**
 * The empty embedded database the server's build makes (`npm test` builds first): a new test site
 * copies it instead of running PostgreSQL's initdb in WebAssembly, seconds and 650 MB each time.
 * Without a build, PGlite runs initdb itself.
 */
export const BUILT_EMPTY_DATABASE = path.join(import.meta.dirname, "../../dist/empty-database");

/**
 * A new data folder whose embedded database is a copy of the build's empty one, as the built
 * server's first start makes it, so that a server or test run from the sources on it skips
 * PGlite's initdb (some 6 s of a core each time). Without a build, PGlite runs initdb as before.
 */
export async function createDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await copyEmptyDatabase(path.join(dir, "db"), BUILT_EMPTY_DATABASE);
  return dir;
}

/** Every test site of this process seeds the demo from pictures encoded once. */
const demoEncodings: DemoEncodings = new Map();

export type DatabaseKind = "embedded" | "postgres";
export const DATABASE_KINDS: readonly DatabaseKind[] = ["embedded", "postgres"];

/** The PostgreSQL server the tests create their throwaway databases on. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A new, empty PostgreSQL database; dropped by the returned function. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shelter_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestSite {
  site: Site;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Stops the server; the data stays until `destroy`. */
  stop(): Promise<void>;
  /** Stops the server and removes its data folder and database. */
  destroy(): Promise<void>;
}

export interface TestSiteOptions {
  env?: Record<string, string>;
  /** Reopen an earlier site's data instead of starting empty. */
  reuse?: Pick<TestSite, "dataDir" | "databaseUrl">;
  /** Share this PostgreSQL database (another instance's) instead of a fresh one; not dropped. */
  sharedDatabaseUrl?: string;
  mailer?: Mailer;
  /** The bookings' clock (availability, reminders, retention); the wall clock without it. */
  clock?: () => Date;
}

/** The real server on a free port of 127.0.0.1, on a fresh database of the given kind. */
export async function startTestSite(
  kind: DatabaseKind,
  options: TestSiteOptions = {},
): Promise<TestSite> {
  const embeddedAnew = kind === "embedded" && !options.reuse && !options.sharedDatabaseUrl;
  const dataDir =
    options.reuse?.dataDir ??
    (embeddedAnew
      ? await createDataDir("shelter-test-")
      : await mkdtemp(path.join(tmpdir(), "shelter-test-")));
  const kept = options.reuse ? options.reuse.databaseUrl : options.sharedDatabaseUrl;
  const database =
    options.reuse || options.sharedDatabaseUrl || kind === "embedded"
      ? { url: kept, drop: async () => {} }
      : await createTestDatabase();
  const config = readConfig({
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  let site: Site;
  try {
    site = await openSite(config, {
      demoEncodings,
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    });
  } catch (error) {
    if (!options.reuse) {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
    throw error;
  }
  const address = await site.app.listen({ port: 0, host: "127.0.0.1" });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await site.close();
  };
  return {
    site,
    baseUrl: address,
    dataDir,
    databaseUrl: database.url,
    stop,
    async destroy() {
      await stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const TEST_ADMIN = { email: "admin@busha.org", password: "secret12" };

/** Registers the test administrator (if not there yet) and signs in through the API. */
export async function adminToken(test: TestSite, admin = TEST_ADMIN): Promise<string> {
  if (!(await test.site.accounts.findByEmail(admin.email))) {
    await test.site.accounts.register(admin.email, admin.password);
  }
  const response = await fetch(`${test.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`test sign-in failed: ${response.status}`);
  return body.token;
}
