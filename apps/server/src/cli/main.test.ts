import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestSite } from "../testing/testSite.ts";
import { runCli } from "./spawnCli.ts";

const ADMIN = { email: "volunteer@busha.org", password: "first12" };

async function signIn(baseUrl: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe("the operator command line", () => {
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "shelter-cli-"));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it("lists every command and the environment it reads", async () => {
    const run = await runCli(["help"], {});
    expect(run.code).toBe(0);
    for (const word of [
      "create-admin",
      "set-password",
      "reset-link",
      "list-admins",
      "backup",
      "restore",
      "DATA_DIR",
      "DATABASE_URL",
      "S3_ENDPOINT",
      "PUBLIC_URL",
      "stop the server",
    ]) {
      expect(run.stdout).toContain(word);
    }
  });

  it("answers mistakes with a message and exit code 1, never a stack trace", async () => {
    const dataDir = await newFolder();
    const unknown = await runCli(["make-coffee"], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "make-coffee"');
    expect(unknown.stderr).toContain("create-admin");

    const missing = await runCli(["reset-link"], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Usage: npm run admin -- reset-link <email>");

    const noDatabase = await runCli(["list-admins"], { DATA_DIR: dataDir });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toContain("There is no database");

    const russian = await runCli(["create-admin", "admin@mail.ru", "secret12"], {
      DATA_DIR: dataDir,
    });
    expect(russian.code).toBe(1);
    expect(russian.stderr).toContain("Введіть коректний email");

    const weak = await runCli(["set-password", ADMIN.email, "onlyletters"], { DATA_DIR: dataDir });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("Пароль має складатись з 6-12 символів");

    for (const run of [unknown, missing, noDatabase, russian, weak]) {
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("creates an administrator and changes its password on the embedded database", {
    timeout: 120_000,
  }, async () => {
    const env = { DATA_DIR: await newFolder() };
    // The password comes on standard input, as when a volunteer pipes it in.
    const created = await runCli(["create-admin", ADMIN.email], env, `${ADMIN.password}\n`);
    expect(created.code, created.stderr).toBe(0);

    const twice = await runCli(["create-admin", ADMIN.email.toUpperCase(), "other12"], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain("already exists");
    expect(twice.stderr).toContain("set-password");

    const changed = await runCli(["set-password", ADMIN.email, "fresh123"], env);
    expect(changed.code, changed.stderr).toBe(0);

    const listed = await runCli(["list-admins"], env);
    expect(listed.stdout).toMatch(
      new RegExp(
        `^${ADMIN.email} +administrator +created \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`,
        "m",
      ),
    );

    const site = await startTestSite("embedded", {
      reuse: { dataDir: env.DATA_DIR, databaseUrl: undefined },
      env: { SEED_DEMO: "false" },
    });
    try {
      expect(await signIn(site.baseUrl, ADMIN.email, "fresh123")).toBe(200);
      expect(await signIn(site.baseUrl, ADMIN.email, ADMIN.password)).toBe(401);
      const busy = await runCli(["list-admins"], env);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain("stop the server first");
    } finally {
      await site.stop();
    }
  });

  it("prints a reset link whose token works once on the running site (PostgreSQL)", {
    timeout: 60_000,
  }, async () => {
    const site = await startTestSite("postgres", { env: { SEED_DEMO: "false" } });
    try {
      const env = {
        DATA_DIR: site.dataDir,
        DATABASE_URL: site.databaseUrl ?? "",
        PUBLIC_URL: "https://busha.example/",
      };
      const created = await runCli(["create-admin", ADMIN.email, ADMIN.password], env);
      expect(created.code, created.stderr).toBe(0);

      const printed = await runCli(["reset-link", ADMIN.email], env);
      expect(printed.code, printed.stderr).toBe(0);
      const token = printed.stdout.match(/^https:\/\/busha\.example\/reset\/(\S+)$/m)?.[1];
      expect(token).toBeDefined();

      const reset = (password: string) =>
        fetch(`${site.baseUrl}/api/password/reset`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ token, password }),
        });
      expect((await reset("renewed1")).status).toBe(200);
      expect(await signIn(site.baseUrl, ADMIN.email, "renewed1")).toBe(200);
      expect((await reset("again123")).status).toBe(400);

      const unknown = await runCli(["reset-link", "nobody@busha.org"], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("no administrator");
    } finally {
      await site.destroy();
    }
  });
});
