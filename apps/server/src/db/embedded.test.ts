import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../cli/spawnCli.ts";
import { createDataDir, startTestSite, type TestSite } from "../testing/testSite.ts";
import { copyEmptyDatabase, DatabaseInUseError, openEmbedded } from "./embedded.ts";

/** A process that opens the folder at START_AT, says how it went, and closes on end of input. */
const HOLDER = `
const { openEmbedded } = await import(process.env.EMBEDDED_MODULE);
await new Promise((resolve) => setTimeout(resolve, Number(process.env.START_AT) - Date.now()));
try {
  const db = await openEmbedded(process.env.DB_DIR);
  console.log("opened");
  process.stdin.on("data", () => {});
  process.stdin.on("end", async () => {
    await db.close();
    process.exit(0);
  });
} catch (error) {
  console.log(error.constructor.name === "DatabaseInUseError" ? "in use" : "failed " + error.message);
  process.exit(0);
}
`;

interface Holder {
  child: ChildProcess;
  /** "opened", "in use" or "failed …", once the process has tried. */
  outcome: Promise<string>;
  exited: Promise<void>;
}

function startHolder(dir: string, startAt: number): Holder {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "--eval", HOLDER],
    {
      env: {
        ...process.env,
        EMBEDDED_MODULE: pathToFileURL(path.join(import.meta.dirname, "embedded.ts")).href,
        DB_DIR: dir,
        START_AT: String(startAt),
      },
      stdio: "pipe",
    },
  );
  let output = "";
  const outcome = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve(output.trim());
    });
    child.on("exit", (code) => reject(new Error(`holder exited with ${code} saying ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return { child, outcome, exited };
}

/** Runs a CLI command in a UTS namespace of its own with another host name, where allowed. */
function runCliFromAnotherHost(args: string[], dataDir: string) {
  const command = [process.execPath, "--import", "tsx", "apps/server/src/cli/main.ts", ...args];
  const ownHostName = spawnSync("unshare", ["--uts", "true"]).status === 0;
  const [file, ...rest] = ownHostName
    ? ["unshare", "--uts", "sh", "-c", 'hostname other-container && exec "$@"', "sh", ...command]
    : command;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOSTNAME: "other-container" };
  delete env.DATABASE_URL;
  const result = spawnSync(file ?? "", rest, { cwd: REPOSITORY_ROOT, env, encoding: "utf8" });
  return { code: result.status, stderr: result.stderr };
}

describe("the embedded database folder", () => {
  let dir: string | undefined;
  let site: TestSite | undefined;
  const holders: Holder[] = [];
  afterEach(async () => {
    for (const holder of holders.splice(0)) {
      holder.child.stdin?.end();
      await holder.exited;
    }
    await site?.destroy();
    site = undefined;
    if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it("cannot be opened twice at once, and is free again once closed", {
    timeout: 60_000,
  }, async () => {
    dir = path.join(await createDataDir("shelter-lock-"), "db");
    const first = await openEmbedded(dir);
    await expect(openEmbedded(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
    await first.close();
    const again = await openEmbedded(dir);
    expect(await again.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await again.close();
  });

  it("runs with small shared buffers, so the server stays within its memory budget", {
    timeout: 60_000,
  }, async () => {
    dir = path.join(await createDataDir("shelter-buffers-"), "db");
    const db = await openEmbedded(dir);
    expect(await db.query("SHOW shared_buffers")).toEqual([{ shared_buffers: "16MB" }]);
    await db.close();
  });

  it("lets exactly one of two processes starting together open it", {
    timeout: 60_000,
  }, async () => {
    // An empty folder: two first starts, each creating the database under the lock.
    dir = path.join(await mkdtemp(path.join(tmpdir(), "shelter-lock-")), "db");
    const startAt = Date.now() + 3000;
    holders.push(startHolder(dir, startAt), startHolder(dir, startAt));
    const outcomes = await Promise.all(holders.map((holder) => holder.outcome));
    expect(outcomes.sort()).toEqual(["in use", "opened"]);
  });

  it("is free again once the process holding it is killed", { timeout: 60_000 }, async () => {
    dir = path.join(await createDataDir("shelter-lock-"), "db");
    const holder = startHolder(dir, Date.now());
    expect(await holder.outcome).toBe("opened");
    holder.child.kill("SIGKILL");
    await holder.exited;
    const db = await openEmbedded(dir);
    await db.close();
  });

  it("refuses a command-line run from another host name while the server holds it", {
    timeout: 90_000,
  }, async () => {
    site = await startTestSite("embedded", { env: { SEED_DEMO: "false" } });
    dir = path.join(site.dataDir, "db");
    const elsewhere = runCliFromAnotherHost(
      ["create-admin", "late@busha.org", "late1234"],
      site.dataDir,
    );
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toMatch(/in use/);
    // The refused run left the server's lock in place: a second one is refused as well.
    const again = runCliFromAnotherHost(["list-admins"], site.dataDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/in use/);
    await site.stop();
    const afterStop = runCliFromAnotherHost(["list-admins"], site.dataDir);
    expect(afterStop.code).toBe(0);
    dir = undefined;
  });
});

describe("the copy of the build's empty database", () => {
  let root: string;
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /** A stand-in for dist/empty-database: PGlite is not needed to copy files. */
  async function emptyDatabase(): Promise<string> {
    root = await mkdtemp(path.join(tmpdir(), "shelter-empty-database-"));
    const from = path.join(root, "empty-database");
    await mkdir(path.join(from, "base/1"), { recursive: true });
    await mkdir(path.join(from, "global"));
    await writeFile(path.join(from, "base/1/1259"), "pages");
    await writeFile(path.join(from, "global/pg_control"), "control");
    await writeFile(path.join(from, "PG_VERSION"), "17\n");
    return from;
  }

  it("fills a folder whose copy was cut short before its version file", async () => {
    const from = await emptyDatabase();
    const dir = path.join(root, "db");
    await mkdir(path.join(dir, "base/1"), { recursive: true });
    await writeFile(path.join(dir, "base/1/1259"), "pa");
    await copyEmptyDatabase(dir, from);
    expect(await readFile(path.join(dir, "base/1/1259"), "utf8")).toBe("pages");
    expect(await readFile(path.join(dir, "global/pg_control"), "utf8")).toBe("control");
    expect(await readFile(path.join(dir, "PG_VERSION"), "utf8")).toBe("17\n");
  });

  it("leaves a database alone, and an empty folder to initdb when the build made none", async () => {
    const from = await emptyDatabase();
    const database = path.join(root, "db");
    await mkdir(database);
    await writeFile(path.join(database, "PG_VERSION"), "17\n");
    await copyEmptyDatabase(database, from);
    expect(await readdir(database)).toEqual(["PG_VERSION"]);

    const empty = path.join(root, "new");
    await mkdir(empty);
    await copyEmptyDatabase(empty, path.join(root, "none"));
    expect(await readdir(empty)).toEqual([]);
  });
});
