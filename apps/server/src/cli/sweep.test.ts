import { randomUUID } from "node:crypto";
import { utimes } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../media/storage/disk.ts";
import type { FileStorage } from "../media/storage/storage.ts";
import { adminToken, DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";
import { runCli } from "./spawnCli.ts";
import { sweep } from "./sweep.ts";

async function addGalleryImage(site: TestSite, token: string, colour: string): Promise<number> {
  const bytes = await sharp({ create: { width: 48, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const response = await fetch(`${site.baseUrl}/api/gallery`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ image_data: `data:image/png;base64,${bytes.toString("base64")}` }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ID: number }).ID;
}

async function keysOf(site: TestSite, galleryId: number): Promise<string[]> {
  const rows = await site.site.db.query<{ key: string }>(
    `SELECT variant->>'key' AS key FROM gallery_images g JOIN media m ON m.id = g.image_id,
     jsonb_array_elements(m.variants) variant WHERE g.id = $1`,
    [galleryId],
  );
  return rows.map((row) => row.key);
}

describe.each(DATABASE_KINDS)("sweep on the %s database", (kind) => {
  let site: TestSite;
  let storage: FileStorage;
  let uploads: string;
  const oldOrphan = `images/${randomUUID()}/320.webp`;
  const youngOrphan = `documents/${randomUUID()}.pdf`;
  const foreign = "notes/keep-me.txt";
  let kept: string[];
  let lost: string[];
  let lostId: number;

  beforeAll(async () => {
    site = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    uploads = path.join(site.dataDir, "uploads");
    storage = diskStorage(uploads);
    const token = await adminToken(site);
    kept = await keysOf(site, await addGalleryImage(site, token, "#336699"));
    lostId = await addGalleryImage(site, token, "#993366");
    lost = await keysOf(site, lostId);
    await storage.remove(lost[0] ?? "");
    await storage.put(oldOrphan, Buffer.from("left behind"), "image/webp");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(uploads, oldOrphan), twoHoursAgo, twoHoursAgo);
    await storage.put(youngOrphan, Buffer.from("%PDF-1.4 in flight"), "application/pdf");
    await storage.put(foreign, Buffer.from("an operator's notes"), "text/plain");
  }, 60_000);

  afterAll(async () => {
    await site?.destroy();
  });

  it("lists files no media row references and rows whose files are missing, removing nothing", async () => {
    const report = await sweep(site.site.db, storage);
    expect(report.orphans.map((object) => object.key)).toEqual([oldOrphan, youngOrphan]);
    expect(report.foreign).toBe(1);
    expect(report.missing).toEqual([
      {
        mediaId: expect.any(Number),
        kind: "image",
        usedBy: [`gallery_images ${lostId}`],
        keys: [lost[0]],
      },
    ]);
    expect(report.removed).toEqual([]);
    expect(await storage.get(oldOrphan)).not.toBeNull();
  });

  it("with --remove deletes only leftover files older than an hour, never a record or another's file", {
    timeout: 60_000,
  }, async () => {
    if (kind === "postgres") {
      // PostgreSQL lets the command run beside the server, as an operator would run it.
      const run = await runCli(["sweep", "--remove"], {
        DATA_DIR: site.dataDir,
        DATABASE_URL: site.databaseUrl ?? "",
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(oldOrphan);
      expect(run.stdout).toContain(`gallery_images ${lostId}`);
      expect(run.stdout).toContain("Removed 1 leftover files");
      expect(run.stdout).toContain("Kept 1 written less than an hour ago");
    } else {
      // The embedded database is open in this process, so the command's work runs here.
      const report = await sweep(site.site.db, storage, { remove: true });
      expect(report.removed).toEqual([oldOrphan]);
      expect(report.tooYoung).toEqual([youngOrphan]);
    }
    const left = (await storage.list()).map((object) => object.key);
    expect(left).not.toContain(oldOrphan);
    expect(left).toEqual(expect.arrayContaining([youngOrphan, foreign, ...kept, ...lost.slice(1)]));
    const [row] = await site.site.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM gallery_images WHERE id = $1",
      [lostId],
    );
    expect(row?.n).toBe(1);
  });
});
