import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../media/storage/disk.ts";
import { s3Storage } from "../media/storage/s3.ts";
import type { FileStorage } from "../media/storage/storage.ts";
import { startS3Server, type TestS3Server } from "../testing/s3Server.ts";
import {
  adminToken,
  DATABASE_KINDS,
  startTestSite,
  TEST_ADMIN,
  type TestSite,
} from "../testing/testSite.ts";
import { backup } from "./backup.ts";
import { OperatorError } from "./operatorError.ts";
import { checkBackup, restore } from "./restore.ts";

const EMPTY_SITE = { SEED_DEMO: "false" };

async function pngDataUrl(colour: string): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

async function api(site: TestSite, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${site.baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}

async function addExcursion(site: TestSite, token: string, colour: string): Promise<number> {
  const created = await api(site, "POST", "/api/excursions", token, {
    title_ua: "Знайомство з телятами",
    description_ua: "Годуємо телят і гуляємо лугом.",
    time_from: "60",
    time_to: "90",
    amount_of_persons: "10",
    image_data: await pngDataUrl(colour),
  });
  expect(created.status).toBe(201);
  return (created.body as { ID: number }).ID;
}

/** Every storage key the site's `media` rows reference. */
async function referencedKeys(site: TestSite): Promise<string[]> {
  const rows = await site.site.db.query<{ key: string }>(
    "SELECT jsonb_array_elements(variants)->>'key' AS key FROM media ORDER BY 1",
  );
  return rows.map((row) => row.key);
}

/** The keys referenced by the `media` rows a backup folder holds. */
async function keysInBackupRows(folder: string): Promise<string[]> {
  const text = await readFile(path.join(folder, "tables", "media.jsonl"), "utf8");
  return text
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => (JSON.parse(line) as { variants: { key: string }[] }).variants)
    .map((variant) => variant.key)
    .sort();
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe.each(DATABASE_KINDS)("backup and restore on the %s database", (kind) => {
  let workDir: string;
  let s3: TestS3Server;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "shelter-backup-safety-"));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));
    s3 = await startS3Server();
    cleanups.push(() => s3.close());
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("keeps its files under S3_PREFIX and neither copies nor deletes others' objects in a shared bucket", {
    timeout: 60_000,
  }, async () => {
    const wholeBucket = s3Storage(s3.settings);
    const foreign: Record<string, string> = {
      "other-app/report.pdf": "%PDF-1.4 someone else's",
      [`images/${kind}-not-ours/320.webp`]: "another site's picture",
    };
    for (const [key, body] of Object.entries(foreign)) {
      await wholeBucket.put(key, Buffer.from(body), "application/octet-stream");
    }
    const prefix = `busha-${kind}/`;
    const site = await startTestSite(kind, {
      env: { ...s3.env, ...EMPTY_SITE, S3_PREFIX: prefix },
    });
    cleanups.push(() => site.destroy());
    const token = await adminToken(site);
    const id = await addExcursion(site, token, "#804020");
    const ours = await referencedKeys(site);
    expect(ours.length).toBeGreaterThan(0);

    const inBucket = (await wholeBucket.list()).map((object) => object.key);
    for (const key of ours) expect(inBucket).toContain(`${prefix}${key}`);
    const image = await api(site, "GET", `/api/excursions/${id}`);
    const url = (image.body as { image_url: string }).image_url;
    expect(url).toContain(`/${prefix}images/`);
    expect((await fetch(url)).status).toBe(200);

    const storage = s3Storage({ ...s3.settings, prefix });
    const folder = path.join(workDir, `prefixed-${kind}`);
    const summary = await backup(site.site.db, storage, folder);
    expect(summary.manifest.files.map((file) => file.key).sort()).toEqual(ours);

    // Replacing the site: only its own objects are in question, the bucket's others stay.
    const restored = await restore(site.site.db, storage, await checkBackup(folder), {
      force: true,
    });
    expect(restored.removedFiles).toBe(0);
    for (const [key, body] of Object.entries(foreign)) {
      expect((await wholeBucket.get(key))?.toString()).toBe(body);
    }

    // A new, empty site on the same shared bucket takes the backup without --force.
    const copyPrefix = `copy-${kind}/`;
    const copy = await startTestSite(kind, {
      env: { ...s3.env, ...EMPTY_SITE, S3_PREFIX: copyPrefix },
    });
    cleanups.push(() => copy.destroy());
    await restore(
      copy.site.db,
      s3Storage({ ...s3.settings, prefix: copyPrefix }),
      await checkBackup(folder),
    );
    const copied = await api(copy, "GET", `/api/excursions/${id}`);
    const copiedUrl = (copied.body as { image_url: string }).image_url;
    expect(copiedUrl).toContain(`/${copyPrefix}images/`);
    expect((await fetch(copiedUrl)).status).toBe(200);
    for (const [key, body] of Object.entries(foreign)) {
      expect((await wholeBucket.get(key))?.toString()).toBe(body);
    }
  });

  it("retries when an image is removed while backing up, never writing a backup that lacks a file", {
    timeout: 60_000,
  }, async () => {
    const site = await startTestSite(kind, { env: EMPTY_SITE });
    cleanups.push(() => site.destroy());
    const token = await adminToken(site);
    const id = await addExcursion(site, token, "#204080");
    const [replacedKey] = await referencedKeys(site);
    const disk = diskStorage(path.join(site.dataDir, "uploads"));
    let replaced = false;
    // The server removes the image after the backup's snapshot and before its file is read: a
    // replaced image is kept for the history, so the excursion is deleted and purged from the trash.
    const racing: FileStorage = {
      ...disk,
      async get(key) {
        if (!replaced && key === replacedKey) {
          replaced = true;
          expect((await api(site, "DELETE", `/api/excursions/${id}`, token)).status).toBe(200);
          const purged = await api(site, "DELETE", `/api/trash/excursions/${id}`, token);
          expect(purged.status).toBe(200);
        }
        return disk.get(key);
      },
    };
    const folder = path.join(workDir, `racing-${kind}`);
    const summary = await backup(site.site.db, racing, folder);
    expect(replaced).toBe(true);
    const inRows = await keysInBackupRows(folder);
    expect(inRows).not.toContain(replacedKey);
    expect(summary.manifest.files.map((file) => file.key).sort()).toEqual(inRows);
    for (const key of inRows) expect(await exists(path.join(folder, "files", key))).toBe(true);
  });

  it("refuses to write a backup when a file the database references is missing", {
    timeout: 60_000,
  }, async () => {
    const site = await startTestSite(kind, { env: EMPTY_SITE });
    cleanups.push(() => site.destroy());
    await addExcursion(site, await adminToken(site), "#a02040");
    const [lostKey = ""] = await referencedKeys(site);
    const disk = diskStorage(path.join(site.dataDir, "uploads"));
    await disk.remove(lostKey);
    const folder = path.join(workDir, `missing-${kind}`);
    const attempt = backup(site.site.db, disk, folder);
    await expect(attempt).rejects.toThrow(OperatorError);
    await expect(attempt).rejects.toThrow(lostKey);
    expect(await exists(folder)).toBe(false);
  });

  it("signs out every session and voids every reset link when restoring", {
    timeout: 60_000,
  }, async () => {
    const site = await startTestSite(kind, { env: EMPTY_SITE });
    cleanups.push(() => site.destroy());
    const revokedSince = await adminToken(site);
    const account = await site.site.accounts.findByEmail(TEST_ADMIN.email);
    const resetToken = await site.site.accounts.createResetLink(account?.id ?? 0);
    const disk = diskStorage(path.join(site.dataDir, "uploads"));
    const folder = path.join(workDir, `sessions-${kind}`);
    await backup(site.site.db, disk, folder);

    const issuedSince = await adminToken(site);
    expect((await api(site, "POST", "/api/logout", revokedSince)).status).toBe(204);
    await restore(site.site.db, disk, await checkBackup(folder), { force: true });
    await site.stop();

    const again = await startTestSite(kind, {
      reuse: { dataDir: site.dataDir, databaseUrl: site.databaseUrl },
      env: EMPTY_SITE,
    });
    try {
      // A guarded call on a record that does not exist: 404 with a valid token, 401 without.
      for (const token of [revokedSince, issuedSince]) {
        expect((await api(again, "DELETE", "/api/reviews/999999", token)).status).toBe(401);
      }
      const reset = await api(again, "POST", "/api/password/reset", undefined, {
        token: resetToken,
        password: "newpass12",
      });
      expect(reset.status).toBe(400);
      const fresh = await adminToken(again);
      expect((await api(again, "DELETE", "/api/reviews/999999", fresh)).status).toBe(404);
    } finally {
      await again.stop();
    }
  });

  it("stores restored files under the type their key says, never the one a backup declares", {
    timeout: 60_000,
  }, async () => {
    const site = await startTestSite(kind, {
      env: { ...s3.env, ...EMPTY_SITE, S3_PREFIX: `typed-${kind}/` },
    });
    cleanups.push(() => site.destroy());
    const id = await addExcursion(site, await adminToken(site), "#2050a0");
    const storage = s3Storage({ ...s3.settings, prefix: `typed-${kind}/` });
    const folder = path.join(workDir, `typed-${kind}`);
    await backup(site.site.db, storage, folder);
    // A hand-edited manifest would have the site's own storage serve its photo as a web page.
    const manifestFile = path.join(folder, "manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as {
      files: { contentType: string }[];
    };
    for (const file of manifest.files) file.contentType = "text/html";
    await writeFile(manifestFile, JSON.stringify(manifest));

    for (const key of await referencedKeys(site)) await storage.remove(key);
    await restore(site.site.db, storage, await checkBackup(folder), { force: true });
    const image = await api(site, "GET", `/api/excursions/${id}`);
    const served = await fetch((image.body as { image_url: string }).image_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });
});
