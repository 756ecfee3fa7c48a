import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PagingQuery } from "@shelter/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.ts";
import { copyEmptyDatabase } from "../db/embedded.ts";
import { migrate } from "../db/migrate.ts";
import { createMediaStore, type MediaStore, type StoredFiles } from "../media/mediaStore.ts";
import { diskStorage } from "../media/storage/disk.ts";
import type { FileStorage } from "../media/storage/storage.ts";
import { BUILT_EMPTY_DATABASE, createTestDatabase, type DatabaseKind } from "./testSite.ts";

/** What a store's test works with; filled in before its first test. */
export interface StoreTestBed {
  db: Database;
  storage: FileStorage;
  media: MediaStore;
  /** Tells nothing to anyone: a store's test has no answers kept. */
  version: { changed(made?: number): Promise<void> };
  /** A stored upload of two small WebP widths, not yet recorded in the database. */
  upload(): Promise<StoredFiles>;
  /** Whether every file of the upload is still in storage. */
  kept(files: StoredFiles): Promise<boolean>;
}

/**
 * A fresh, migrated database of the given kind and disk storage in a temporary folder, opened
 * before the tests of the `describe` it is called in and removed after them.
 */
export function storeTestBed(kind: DatabaseKind): StoreTestBed {
  const cleanups: (() => Promise<unknown>)[] = [];
  const bed = {
    version: { changed: async () => {} },
    async upload() {
      const widths = [320, 640].map((width) => ({
        width,
        height: width / 2,
        body: Buffer.from(`a ${width}-pixel WebP`),
      }));
      return bed.media.putEncodedImage(widths);
    },
    async kept(files: StoredFiles) {
      const found = await Promise.all(files.variants.map(({ key }) => bed.storage.get(key)));
      return found.every((bytes) => bytes !== null);
    },
  } as StoreTestBed;

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "shelter-store-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    if (kind === "postgres") {
      const database = await createTestDatabase();
      cleanups.push(database.drop);
      bed.db = await openDatabase({ url: database.url, embeddedDir: "" });
    } else {
      const embeddedDir = path.join(dir, "db");
      await copyEmptyDatabase(embeddedDir, BUILT_EMPTY_DATABASE);
      bed.db = await openDatabase({ embeddedDir });
    }
    cleanups.push(() => bed.db.close());
    await migrate(bed.db);
    bed.storage = diskStorage(path.join(dir, "uploads"));
    bed.media = createMediaStore(bed.storage);
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  return bed;
}

interface ReadsUnderTest<Item> {
  /** Adds a record whose texts carry `label`; its id. */
  add(label: string): Promise<number>;
  list(): Promise<Item[]>;
  page(paging: PagingQuery): Promise<{ items: Item[]; total: number }>;
  get(id: number): Promise<Item | null>;
  /** The id the record answers with. */
  idOf(item: Item): number;
}

/**
 * The reads every content store offers, tested alike: newest first, a page with the total, one
 * by id, and null for an id no record has. Call it in a `describe` whose store starts empty.
 */
export function itReadsNewestFirst<Item>(reads: () => ReadsUnderTest<Item>): void {
  it("lists every record newest first, pages them with the total, and gets each by id", async () => {
    const store = reads();
    const ids: number[] = [];
    for (const label of ["first", "second", "third", "fourth", "fifth"]) {
      ids.push(await store.add(label));
    }
    const newestFirst = [...ids].reverse();
    const list = await store.list();
    expect(list.map(store.idOf)).toEqual(newestFirst);

    const second = await store.page({ page: 2, limit: 2 });
    expect(second.total).toBe(5);
    expect(second.items).toEqual(list.slice(2, 4));
    expect((await store.page({ page: 3, limit: 2 })).items).toEqual(list.slice(4));
    expect((await store.page({ page: 4, limit: 2 })).items).toEqual([]);

    for (const item of list) expect(await store.get(store.idOf(item))).toEqual(item);
  });

  it("gets null for an id no record has", async () => {
    expect(await reads().get(2_147_483_647)).toBeNull();
  });
}
