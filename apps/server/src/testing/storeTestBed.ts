import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PagingQuery } from "@shelter/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreContext } from "../content/storeContext.ts";
import { openDatabase } from "../db/database.ts";
import { copyEmptyDatabase } from "../db/embedded.ts";
import { migrate } from "../db/migrate.ts";
import { createMediaStore, type StoredFiles } from "../media/mediaStore.ts";
import { diskStorage } from "../media/storage/disk.ts";
import type { FileStorage } from "../media/storage/storage.ts";
import {
  BUILT_EMPTY_DATABASE,
  createTestDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
} from "./testSite.ts";

/** What a store's test works with; filled in before its first test. */
export interface StoreTestBed extends StoreContext {
  storage: FileStorage;
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

/**
 * The tests of one store, on each kind of database with a bed of its own: `tests` is given the
 * store, made afresh on the bed at each call, and the bed.
 */
export function describeStore<Store>(
  name: string,
  createStore: (context: StoreContext) => Store,
  tests: (store: () => Store, bed: StoreTestBed) => void,
): void {
  describe.each(DATABASE_KINDS)(`${name} on the %s database`, (kind) => {
    const bed = storeTestBed(kind);
    tests(() => createStore(bed), bed);
  });
}

interface TrashUnderTest {
  remove(id: number): Promise<boolean>;
  get(id: number): Promise<unknown>;
  purge(id: number): Promise<boolean>;
}

/**
 * Expects the record `id`, made with `files`, to go to the trash once (out of every read, its
 * files kept) and to be purged from it once, its files with it.
 */
export async function expectTrashedThenPurged(
  bed: StoreTestBed,
  store: TrashUnderTest,
  id: number,
  files: StoredFiles,
): Promise<void> {
  expect(await store.remove(id)).toBe(true);
  expect(await store.get(id)).toBeNull();
  // In the trash the record keeps its file; purged, it goes with it.
  expect(await bed.kept(files)).toBe(true);
  expect(await store.remove(id)).toBe(false);
  expect(await store.purge(id)).toBe(true);
  expect(await bed.kept(files)).toBe(false);
  expect(await store.purge(id)).toBe(false);
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

interface PlainStoreUnderTest<Input, Item> extends Omit<ReadsUnderTest<Item>, "add" | "idOf"> {
  create(input: Input): Promise<number>;
}

/**
 * The reads of a store that answers each record as it is stored, with its id: newest first (as
 * `itReadsNewestFirst` tests them), and with exactly the fields `sample` gave it.
 */
export function itAnswersRecordsAsStored<Input extends object, Item extends { id: number }>(
  noun: string,
  store: () => PlainStoreUnderTest<Input, Item>,
  sample: (label: string) => Input,
): void {
  itReadsNewestFirst(() => ({
    ...store(),
    add: (label) => store().create(sample(label)),
    idOf: (item) => item.id,
  }));

  it(`answers a ${noun} with exactly its own fields`, async () => {
    const id = await store().create(sample("точно"));
    expect(await store().get(id)).toEqual({ id, ...sample("точно") });
  });
}
