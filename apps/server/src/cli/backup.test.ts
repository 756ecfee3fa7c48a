import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.ts";
import { diskStorage } from "../media/storage/disk.ts";
import { sendAsAdmin } from "../testing/api.ts";
import { startS3Server } from "../testing/s3Server.ts";
import {
  adminToken,
  createTestDatabase,
  startTestSite,
  TEST_ADMIN,
  type TestSite,
} from "../testing/testSite.ts";
import type { BackupManifest } from "./backupFormat.ts";
import { OperatorError } from "./operatorError.ts";
import { checkBackup, restore } from "./restore.ts";
import { runCli } from "./spawnCli.ts";

const LISTS = [
  "/api/news",
  "/api/gallery",
  "/api/excursions",
  "/api/reviews",
  "/api/partners",
  "/api/contacts",
  "/api/pdf",
];
const SCHEMA_TABLES = [
  "booking_attempts",
  "booking_settings",
  "bookings",
  "contacts",
  "excursions",
  "gallery_images",
  "history",
  "idempotent_requests",
  "invitations",
  "login_failures",
  "mail_outbox",
  "media",
  "news_posts",
  "partners",
  "password_resets",
  "pdf_documents",
  "reviews",
  "scheduled_jobs",
  "schema_migrations",
  "sessions",
  "settings",
  "site_settings",
  "users",
];
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Every public list, with file addresses rewritten from `filesAt` to `/uploads/` so sites on
 * different storages compare, and the bytes behind every address.
 */
async function snapshot(site: TestSite, filesAt = "/uploads/") {
  const lists: Record<string, unknown> = {};
  for (const list of LISTS) {
    const response = await fetch(`${site.baseUrl}${list}`);
    expect(response.status, list).toBe(200);
    lists[list] = await response.json();
  }
  const text = JSON.stringify(lists);
  const addresses = new Set(text.match(new RegExp(`${escapeRegExp(filesAt)}[^\\s"',]+`, "g")));
  const images: Record<string, string> = {};
  for (const address of addresses) {
    const response = await fetch(address.startsWith("http") ? address : site.baseUrl + address);
    expect(response.status, address).toBe(200);
    images[address.replace(filesAt, "/uploads/")] = sha256(
      new Uint8Array(await response.arrayBuffer()),
    );
  }
  return { lists: JSON.parse(text.replaceAll(filesAt, "/uploads/")) as unknown, images };
}

async function signIn(site: TestSite, password = TEST_ADMIN.password): Promise<number> {
  const response = await fetch(`${site.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: TEST_ADMIN.email, password }),
  });
  return response.status;
}

async function newReviewId(site: TestSite): Promise<number> {
  const [row] = await site.site.db.query<{ id: number }>(
    `INSERT INTO reviews (name_ua, name_en, review_ua, review_en)
     VALUES ('Оксана', 'Oksana', 'Дякуємо!', 'Thank you!') RETURNING id`,
  );
  return row?.id ?? 0;
}

const readManifest = async (folder: string) =>
  JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as BackupManifest;

describe("backup and restore", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let workDir: string;
  let backupDir: string;
  let originalDataDir: string;
  let original: Awaited<ReturnType<typeof snapshot>>;
  let originalKeys: string[];
  let sessionToken: string;
  let historyRows = 0;
  let maxReviewId: number;
  let trashedReviewId: number;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "shelter-cli-backup-"));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));
    const site = await startTestSite("embedded");
    cleanups.push(() => site.destroy());
    originalDataDir = site.dataDir;
    sessionToken = await adminToken(site);
    const { media, db } = site.site;
    const report = await media.putDocument(
      Buffer.from("%PDF-1.4\n% Busha shelter annual report\n%%EOF\n"),
      "application/pdf",
      "pdf",
    );
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO pdf_documents (title, document_id) VALUES ($1, $2)", [
        "Річний звіт",
        await media.insert(tx, report),
      ]);
    });
    // An editor's account, a write in the history and a review in the trash (issue 23).
    const editor = await site.site.accounts.register("editor@busha.org", "volunteer1");
    await site.site.accounts.changeRole(editor?.id ?? 0, "editor");
    const review = await sendAsAdmin(site.baseUrl, sessionToken, "POST", "/api/reviews", {
      name_ua: "Оксана",
      name_en: "Oksana",
      review_ua: "Дякуємо!",
      review_en: "Thank you!",
    });
    trashedReviewId = Number(review.json?.id);
    await sendAsAdmin(site.baseUrl, sessionToken, "DELETE", `/api/reviews/${trashedReviewId}`);
    original = await snapshot(site);
    originalKeys = (await diskStorage(path.join(site.dataDir, "uploads")).list()).map(
      (object) => object.key,
    );
    const [max] = await db.query<{ id: number }>("SELECT max(id)::int AS id FROM reviews");
    maxReviewId = max?.id ?? 0;
    const [history] = await db.query<{ rows: number }>("SELECT count(*)::int AS rows FROM history");
    historyRows = history?.rows ?? 0;
    await site.stop();

    backupDir = path.join(workDir, "backup");
    const run = await runCli(["backup", backupDir], { DATA_DIR: site.dataDir });
    if (run.code !== 0) throw new Error(`backup failed: ${run.stderr}`);
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("holds every table of the schema with its row count, and every stored file", async () => {
    const manifest = await readManifest(backupDir);
    expect(Object.keys(manifest.tables).sort()).toEqual(SCHEMA_TABLES);
    const migrations = await readdir(path.join(import.meta.dirname, "../db/migrations"));
    expect(manifest.migrations).toEqual(migrations.filter((name) => name.endsWith(".sql")).sort());
    expect(manifest.tables.users).toBe(2);
    // The demo's first versions, then the first account, the editor and its role, the
    // review's create and delete.
    expect(historyRows).toBeGreaterThanOrEqual(5);
    expect(manifest.tables.history).toBe(historyRows);
    expect(manifest.tables.sessions).toBe(1);
    expect(manifest.tables.pdf_documents).toBe(3); // the two demo documents and the upload
    expect(manifest.tables.gallery_images).toBeGreaterThan(0);
    expect(manifest.files.map((file) => file.key)).toEqual(originalKeys);
    expect(Object.keys(original.images).length).toBeGreaterThan(20);
    for (const table of SCHEMA_TABLES) {
      const text = await readFile(path.join(backupDir, "tables", `${table}.jsonl`), "utf8");
      expect(text.split("\n").filter(Boolean)).toHaveLength(manifest.tables[table] ?? -1);
    }
    const [media] = (await readFile(path.join(backupDir, "tables/media.jsonl"), "utf8")).split(
      "\n",
    );
    expect(JSON.parse(media ?? "")).toMatchObject({
      id: expect.any(Number),
      variants: expect.arrayContaining([expect.objectContaining({ key: expect.any(String) })]),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/),
    });
  });

  it("refuses to write into a folder that is not empty", async () => {
    const folder = path.join(workDir, "occupied");
    await mkdir(folder);
    await writeFile(path.join(folder, "notes.txt"), "keep me");
    const run = await runCli(["backup", folder], { DATA_DIR: originalDataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("is not empty");
    expect(await readdir(folder)).toEqual(["notes.txt"]);
  });

  it("brings back a wiped embedded site: same lists and images, same sign-in, fresh ids", {
    timeout: 120_000,
  }, async () => {
    const dataDir = originalDataDir;
    await rm(dataDir, { recursive: true, force: true });
    const env = { DATA_DIR: dataDir };

    const restored = await runCli(["restore", backupDir], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("Restored");

    const again = await runCli(["restore", backupDir], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/not empty.*--force/s);
    expect(again.stderr).not.toMatch(/\n\s+at /);

    // No row references it: restore leaves it to `sweep`, as it would another's object in S3.
    await writeFile(path.join(dataDir, "uploads", "stray.webp"), "not in the backup");
    const forced = await runCli(["restore", backupDir, "--force"], env);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).not.toContain("Removed");
    expect(forced.stdout).toContain("signed out");
    const keys = (await diskStorage(path.join(dataDir, "uploads")).list()).map((o) => o.key);
    expect(keys).toEqual([...originalKeys, "stray.webp"].sort());
    await rm(path.join(dataDir, "uploads", "stray.webp"));

    const site = await startTestSite("embedded", { reuse: { dataDir, databaseUrl: undefined } });
    try {
      expect(await snapshot(site)).toEqual(original);
      expect(await signIn(site)).toBe(200);
      // Restore signs every session out: the backup's own token is refused.
      const logout = await fetch(`${site.baseUrl}/api/logout`, {
        method: "POST",
        headers: { authorization: `Bearer ${sessionToken}` },
      });
      expect(logout.status).toBe(401);
      expect(await newReviewId(site)).toBeGreaterThan(maxReviewId);
      // The history, the trash and the accounts' roles came back with the rest.
      const token = await adminToken(site);
      const trash = await sendAsAdmin(site.baseUrl, token, "GET", "/api/trash");
      expect(trash.json).toEqual([
        expect.objectContaining({ entity: "reviews", id: trashedReviewId }),
      ]);
      const versions = await sendAsAdmin(
        site.baseUrl,
        token,
        "GET",
        `/api/history?entity=reviews&id=${trashedReviewId}`,
      );
      expect((versions.json as unknown as { action: string }[]).map((v) => v.action)).toEqual([
        "delete",
        "create",
      ]);
      const users = await sendAsAdmin(site.baseUrl, token, "GET", "/api/users");
      expect(users.json).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: "editor@busha.org", role: "editor" }),
        ]),
      );
      expect(
        (
          await sendAsAdmin(
            site.baseUrl,
            token,
            "POST",
            `/api/trash/reviews/${trashedReviewId}/restore`,
          )
        ).status,
      ).toBe(200);
    } finally {
      await site.stop();
    }
  });

  it("restores the embedded backup into PostgreSQL and S3, whose backup has the same rows", {
    timeout: 120_000,
  }, async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const s3 = await startS3Server();
    cleanups.push(s3.close);
    const dataDir = path.join(workDir, "postgres-site");
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, ...s3.env };

    const restored = await runCli(["restore", backupDir], env);
    expect(restored.code, restored.stderr).toBe(0);

    const secondDir = path.join(workDir, "backup-of-postgres");
    const backedUp = await runCli(["backup", secondDir], env);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const first = await readManifest(backupDir);
    const second = await readManifest(secondDir);
    expect(second.database).toBe("postgres");
    // Restore ends every session and reset link and gives the site a new token secret.
    const signIns = ["sessions", "password_resets", "settings"];
    expect(second.tables).toEqual({ ...first.tables, sessions: 0, password_resets: 0 });
    expect(second.files).toEqual(first.files);
    const unchanged = SCHEMA_TABLES.filter(
      (name) => name !== "schema_migrations" && !signIns.includes(name),
    );
    for (const table of unchanged) {
      const file = path.join("tables", `${table}.jsonl`);
      expect(await readFile(path.join(secondDir, file), "utf8"), table).toBe(
        await readFile(path.join(backupDir, file), "utf8"),
      );
    }

    const site = await startTestSite("postgres", {
      reuse: { dataDir, databaseUrl: database.url },
      env: s3.env,
    });
    try {
      expect(await snapshot(site, `${s3.endpoint}/${s3.bucket}/`)).toEqual(original);
      expect(await signIn(site)).toBe(200);
      expect(await newReviewId(site)).toBeGreaterThan(maxReviewId);
    } finally {
      await site.stop();
    }
  });

  it("refuses a damaged or newer backup, writing nothing, but not uploads the backup also has", {
    timeout: 60_000,
  }, async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const uploads = path.join(workDir, "refused-uploads");
    const storage = diskStorage(uploads);
    const db = await openDatabase({ url: database.url, embeddedDir: "" });
    try {
      const copy = async (name: string) => {
        const folder = path.join(workDir, name);
        await cp(backupDir, folder, { recursive: true });
        return folder;
      };

      const newer = await copy("newer");
      const manifest = await readManifest(newer);
      manifest.migrations.push("999_future.sql");
      await writeFile(path.join(newer, "manifest.json"), JSON.stringify(manifest));
      await expect(
        checkBackup(newer).then((backup) => restore(db, storage, backup)),
      ).rejects.toThrow(/newer version/);

      const damagedFile = await copy("damaged-file");
      const [firstFile] = manifest.files;
      await writeFile(path.join(damagedFile, "files", firstFile?.key ?? ""), "changed");
      await expect(checkBackup(damagedFile)).rejects.toThrow(OperatorError);

      // The row count still matches: only the database can tell this row is wrong.
      const badRow = await copy("bad-row");
      const reviews = path.join(badRow, "tables", "reviews.jsonl");
      const [row, ...others] = (await readFile(reviews, "utf8")).split("\n");
      const broken = { ...(JSON.parse(row ?? "") as object), name_ua: null };
      await writeFile(reviews, [JSON.stringify(broken), ...others].join("\n"));
      await expect(restore(db, storage, await checkBackup(badRow))).rejects.toThrow(/name_ua/);

      for (const table of ["media", "news_posts", "users", "sessions", "settings"]) {
        const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
        expect(count?.n, table).toBe(0);
      }
      expect(await storage.list()).toEqual([]);

      // Moving to PostgreSQL over the same uploads: files the backup also has are no obstacle.
      await cp(path.join(backupDir, "files"), uploads, { recursive: true });
      const moved = await restore(db, storage, await checkBackup(backupDir));
      expect(moved.removedFiles).toBe(0);
      const [users] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
      expect(users?.n).toBe(2);
    } finally {
      await db.close();
    }
  });
});
