import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import type { MediaStore } from "../media/mediaStore.ts";
import { createTestDatabase, DATABASE_KINDS } from "../testing/testSite.ts";
import { recordWriter } from "./recordWriter.ts";

const REVIEW = { name_ua: "Оля", name_en: "Olia", review_ua: "Дякую", review_en: "Thanks" };

describe.each(DATABASE_KINDS)("a content write on the %s database", (kind) => {
  let db: Database;
  const cleanups: (() => Promise<unknown>)[] = [];
  const announced: (number | undefined)[] = [];
  const version = {
    async changed(made?: number) {
      announced.push(made);
    },
  };

  beforeAll(async () => {
    if (kind === "postgres") {
      const database = await createTestDatabase();
      cleanups.push(database.drop);
      db = await openDatabase({ url: database.url, embeddedDir: "" });
    } else {
      const dir = await mkdtemp(path.join(tmpdir(), "shelter-writer-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      db = await openDatabase({ embeddedDir: dir });
    }
    cleanups.push(() => db.close());
    await migrate(db);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("announces no version of its own when its COMMIT fails", async () => {
    const reviews = recordWriter(
      { db, media: {} as MediaStore, version },
      {
        table: "reviews",
        entity: "reviews",
        tracksUpdates: true,
      },
    );
    await reviews.create(REVIEW);
    // A committed write on PostgreSQL names the version it made.
    expect(announced.at(-1)).toEqual(kind === "postgres" ? expect.any(Number) : undefined);

    // A deferred check fails the transaction at COMMIT, after its version was read.
    await db.exec(`
      CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused at commit'; END; $$;
      CREATE CONSTRAINT TRIGGER reviews_refused AFTER INSERT ON reviews
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit();
    `);
    try {
      await expect(reviews.create(REVIEW)).rejects.toThrow(/refused at commit/);
      expect(announced.at(-1)).toBeUndefined();
      expect(await db.query("SELECT 1 FROM reviews")).toHaveLength(1);
    } finally {
      await db.exec("DROP TRIGGER reviews_refused ON reviews");
    }
  });
});
