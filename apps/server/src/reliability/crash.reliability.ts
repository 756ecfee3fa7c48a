import { rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { sweep } from "../cli/sweep.ts";
import { openDatabase } from "../db/database.ts";
import { diskStorage } from "../media/storage/disk.ts";
import { sendAsAdmin } from "../testing/api.ts";
import {
  createDataDir,
  createTestDatabase,
  type DatabaseKind,
  TEST_ADMIN,
} from "../testing/testSite.ts";
import { type ServerProcess, startServerProcess } from "./serverProcess.ts";

/** Writers at once: several uploads are in flight when the process dies. */
const WRITERS = 3;
/** How long the stream runs before the kill. */
const STREAM_MS = 6000;

type Expected = { title: string } | "deleted";

interface Tracked {
  url: string;
  id: number;
  /** The last state the server acknowledged with a 2xx. */
  acknowledged: Expected;
  /** A write sent but not answered when the process died: it may or may not have happened. */
  inFlight?: Expected;
}

let pictures = 0;
async function picture(): Promise<string> {
  pictures += 1;
  const hue = (pictures * 47) % 255;
  const bytes = await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

const newsBody = async (title: string) => ({
  title_ua: `Новина ${title}`,
  title_en: title,
  subtitle_ua: "Підзаголовок новини",
  subtitle_en: "A subtitle",
  content_ua: "Текст новини про корів.",
  content_en: "A story about the cows.",
  image_data: await picture(),
});

/** One writer: creates, replaces the image of, and deletes its own records until stopped. */
async function writer(
  base: string,
  token: string,
  index: number,
  tracked: Tracked[],
  stop: () => boolean,
) {
  let serial = 0;
  const attempt = async (
    record: Tracked | undefined,
    next: Expected,
    call: () => Promise<{ status: number; json: Record<string, unknown> | null }>,
  ) => {
    if (record) record.inFlight = next;
    const answer = await call();
    if (answer.status >= 300)
      throw new Error(`write answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    if (record) {
      record.acknowledged = next;
      record.inFlight = undefined;
    }
    return answer;
  };
  while (!stop()) {
    serial += 1;
    const title = `w${index} n${serial}`;
    const kind = serial % 3;
    if (kind === 0) {
      const created = await attempt(undefined, { title }, async () =>
        sendAsAdmin(base, token, "POST", "/api/gallery", { image_data: await picture() }),
      );
      tracked.push({
        url: "/api/gallery",
        id: Number(created.json?.ID),
        acknowledged: { title: "" },
      });
      continue;
    }
    const created = await attempt(undefined, { title }, async () =>
      sendAsAdmin(base, token, "POST", "/api/news", await newsBody(title)),
    );
    const record: Tracked = {
      url: "/api/news",
      id: Number(created.json?.ID),
      acknowledged: { title },
    };
    tracked.push(record);
    if (stop()) break;
    const renamed = `${title} v2`;
    await attempt(record, { title: renamed }, async () =>
      sendAsAdmin(base, token, "PUT", `/api/news/${record.id}`, await newsBody(renamed)),
    );
    if (kind === 2 && !stop()) {
      await attempt(record, "deleted", () =>
        sendAsAdmin(base, token, "DELETE", `/api/news/${record.id}`),
      );
    }
    const older = tracked.find(
      (other) =>
        other.url === "/api/gallery" && other.acknowledged !== "deleted" && !other.inFlight,
    );
    if (older && !stop()) {
      await attempt(older, "deleted", () =>
        sendAsAdmin(base, token, "DELETE", `/api/gallery/${older.id}`),
      );
    }
  }
}

describe.each(["embedded", "postgres"] as const)(
  "a crash (SIGKILL) on the %s database",
  (kind: DatabaseKind) => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
    });

    it("keeps every acknowledged write and no half-written one", { timeout: 240_000 }, async () => {
      const dataDir = await createDataDir("shelter-crash-");
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const env: Record<string, string> = { DATA_DIR: dataDir };
      if (kind === "postgres") {
        const database = await createTestDatabase();
        cleanups.push(database.drop);
        env.DATABASE_URL = database.url;
      }
      let server: ServerProcess = await startServerProcess({
        ...env,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      });
      cleanups.push(async () => server.kill("SIGKILL"));
      const login = await fetch(`${server.base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(TEST_ADMIN),
      });
      const { token } = (await login.json()) as { token: string };

      const tracked: Tracked[] = [];
      let stopped = false;
      const writers = Array.from({ length: WRITERS }, (_, index) =>
        writer(server.base, token, index, tracked, () => stopped).catch((error: Error) => error),
      );
      await new Promise((resolve) => setTimeout(resolve, STREAM_MS));
      server.kill("SIGKILL");
      stopped = true;
      await server.exited;
      const ended = await Promise.all(writers);
      // A writer ends on the refused connection of the write the kill interrupted, or on the stop.
      for (const outcome of ended) expect(String(outcome)).not.toContain("write answered");
      const inFlightAtKill = tracked.filter((record) => record.inFlight).length + WRITERS;

      server = await startServerProcess(env);
      let recordsChecked = 0;
      let imagesChecked = 0;
      for (const record of tracked) {
        const answer = await fetch(`${server.base}${record.url}/${record.id}`);
        const possible = [record.acknowledged, ...(record.inFlight ? [record.inFlight] : [])];
        if (answer.status === 404) {
          expect(possible, `${record.url}/${record.id} is gone`).toContain("deleted");
          recordsChecked += 1;
          continue;
        }
        expect(answer.status).toBe(200);
        const body = (await answer.json()) as {
          title_en?: string;
          image_url: string;
          image_variants: { url: string }[];
        };
        if (record.url === "/api/news") {
          expect(possible.map((state) => (state === "deleted" ? state : state.title))).toContain(
            body.title_en,
          );
        } else {
          expect(possible).not.toEqual(["deleted"]);
        }
        // The record's every stored width answers: none lost its image files.
        expect(body.image_variants.length).toBeGreaterThan(0);
        for (const variant of body.image_variants) {
          const file = await fetch(new URL(variant.url, server.base));
          expect(file.status, variant.url).toBe(200);
          imagesChecked += 1;
        }
        recordsChecked += 1;
      }
      server.kill("SIGTERM");
      expect(await server.exited).toBe(0);

      // With the server stopped, storage and the media table side by side.
      const db = await openDatabase({
        url: env.DATABASE_URL,
        embeddedDir: path.join(dataDir, "db"),
      });
      try {
        const storage = diskStorage(path.join(dataDir, "uploads"));
        const unused = await db.query<{ id: number }>(
          `SELECT id FROM media WHERE id NOT IN (
           SELECT image_id FROM news_posts WHERE image_id IS NOT NULL
           UNION SELECT image_id FROM gallery_images
           UNION SELECT image_id FROM excursions WHERE image_id IS NOT NULL
           UNION SELECT logo_id FROM partners WHERE logo_id IS NOT NULL
           UNION SELECT document_id FROM pdf_documents
           UNION SELECT (snapshot ->> file)::integer
             FROM history,
               LATERAL (VALUES (history.before), (history.after)) AS versions (snapshot),
               LATERAL (VALUES ('image_id'), ('logo_id'), ('document_id')) AS files (file)
             WHERE snapshot ->> file IS NOT NULL)`,
        );
        // A replaced photo is kept while a version of the history names it (issue 23).
        expect(unused, "media rows no record or version uses").toEqual([]);
        const report = await sweep(db, storage);
        expect(report.missing, "records whose files are missing").toEqual([]);
        // Files are written before their row: only the uploads in flight at the kill can be left over.
        const leftoverUploads = new Set(report.orphans.map((object) => path.dirname(object.key)));
        expect(leftoverUploads.size).toBeLessThanOrEqual(inFlightAtKill);
        // …and the operator's sweep removes exactly those, leaving storage and rows equal.
        const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
        await sweep(db, storage, { remove: true, now: later });
        const after = await sweep(db, storage);
        expect(after.orphans).toEqual([]);
        expect(after.missing).toEqual([]);
        console.log(
          `crash (${kind}): ${tracked.length} writes acknowledged or in flight, ${recordsChecked} records and ${imagesChecked} image files checked after restart; storage ${report.stored} files, media rows reference ${report.referenced}; ${report.orphans.length} files of ${leftoverUploads.size} uploads in flight at the kill left over (≤ ${inFlightAtKill}), removed by sweep; errors 0`,
        );
        expect(recordsChecked).toBeGreaterThan(5);
      } finally {
        await db.close();
      }
    });
  },
);
