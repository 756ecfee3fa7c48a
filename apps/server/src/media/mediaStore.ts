import { randomUUID } from "node:crypto";
import type { ImageVariant } from "@shelter/contract";
import { sql } from "kysely";
import type { Queryable } from "../db/database.ts";
import { type EncodedVariant, encodeImageVariants } from "./imageVariants.ts";
import type { FileStorage } from "./storage/storage.ts";

export interface StoredVariant {
  width: number;
  height: number;
  key: string;
}

/** Files written to storage for one upload, not yet (or no longer) recorded in the database. */
export interface StoredFiles {
  kind: "image" | "document";
  contentType: string;
  variants: StoredVariant[];
}

export interface PresentedImage {
  url: string | null;
  variants: ImageVariant[];
  width: number | null;
  height: number | null;
}

export type MediaStore = ReturnType<typeof createMediaStore>;

/**
 * Every storage key a `media` row references, in key order: what backup copies, restore
 * replaces and sweep keeps. `among` narrows it to the keys given.
 */
export async function referencedKeys(db: Queryable, among?: readonly string[]): Promise<string[]> {
  // Raw SQL: a set-returning function over a JSON array, which the query builder cannot join.
  const { rows } = await sql<{ key: string }>`
    SELECT DISTINCT variant->>'key' AS key FROM media, jsonb_array_elements(variants) variant
    ${among ? sql`WHERE variant->>'key' = ANY(${[...among]}::text[])` : sql``}`.execute(db.kysely);
  // Sorted here, not in SQL: the database's collation would order keys differently by platform.
  return rows.map((row) => row.key).sort();
}

/** The part of the server's logger (pino) the media store writes to. */
export interface MediaLog {
  warn(details: object, message: string): void;
}

/** Without the server's logger (operator commands), a line on standard error. */
const stderrLog: MediaLog = {
  warn(details, message) {
    process.stderr.write(`${message} ${JSON.stringify(details)}\n`);
  },
};

export function createMediaStore(storage: FileStorage, log: MediaLog = stderrLog) {
  /**
   * Removes every file of an upload; never throws. A file that cannot be removed is logged with
   * its key (the record is already gone), and `npm run admin -- sweep` finds it later.
   */
  async function removeFiles(files: StoredFiles): Promise<void> {
    const results = await Promise.allSettled(
      files.variants.map((variant) => storage.remove(variant.key)),
    );
    results.forEach((result, index) => {
      if (result.status === "fulfilled") return;
      const reason: unknown = result.reason;
      log.warn(
        {
          key: files.variants[index]?.key,
          error: reason instanceof Error ? reason.message : String(reason),
        },
        "could not remove a stored file; `npm run admin -- sweep` lists and removes leftovers",
      );
    });
  }

  /** Writes WebP widths the pipeline already encoded; nothing is recorded yet. */
  async function putEncodedImage(encoded: EncodedVariant[]): Promise<StoredFiles> {
    const folder = `images/${randomUUID()}`;
    const variants = encoded.map(({ width, height }) => ({
      width,
      height,
      key: `${folder}/${width}.webp`,
    }));
    const files: StoredFiles = { kind: "image", contentType: "image/webp", variants };
    await writeAll(
      files,
      encoded.map((variant) => variant.body),
    );
    return files;
  }

  return {
    /** Encodes the image's WebP widths and writes them; nothing is recorded yet. */
    async putImage(bytes: Buffer): Promise<StoredFiles> {
      return putEncodedImage(await encodeImageVariants(bytes));
    },

    putEncodedImage,

    async putDocument(bytes: Buffer, contentType: string, extension: string): Promise<StoredFiles> {
      const files: StoredFiles = {
        kind: "document",
        contentType,
        variants: [{ width: 0, height: 0, key: `documents/${randomUUID()}.${extension}` }],
      };
      await writeAll(files, [bytes]);
      return files;
    },

    async insert(tx: Queryable, files: StoredFiles): Promise<number> {
      const row = await tx.kysely
        .insertInto("media")
        .values({
          kind: files.kind,
          content_type: files.contentType,
          variants: JSON.stringify(files.variants),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Deletes the record; the caller removes the returned files once its transaction commits. */
    async delete(tx: Queryable, id: number): Promise<StoredFiles | null> {
      const row = await tx.kysely
        .deleteFrom("media")
        .where("id", "=", id)
        .returning(["kind", "content_type", "variants"])
        .executeTakeFirst();
      return row ? { kind: row.kind, contentType: row.content_type, variants: row.variants } : null;
    },

    removeFiles,

    present(variants: StoredVariant[] | null): PresentedImage {
      if (!variants?.length) return { url: null, variants: [], width: null, height: null };
      const presented = variants.map((variant) => ({
        width: variant.width,
        url: storage.url(variant.key),
      }));
      // The widest variant's shape: enough for the page to reserve the image's box.
      const widest = variants.at(-1);
      return {
        url: presented.at(-1)?.url ?? null,
        variants: presented,
        width: widest?.width || null,
        height: widest?.height || null,
      };
    },

    fileUrl(key: string): string {
      return storage.url(key);
    },

    /** The stored file's bytes, or null when storage has lost it. */
    read(key: string): Promise<Buffer | null> {
      return storage.get(key);
    },
  };

  async function writeAll(files: StoredFiles, bodies: Buffer[]): Promise<void> {
    // allSettled, not all: cleaning up while other writes are still in flight would miss them.
    const results = await Promise.allSettled(
      files.variants.map((variant, index) =>
        storage.put(variant.key, bodies[index] as Buffer, files.contentType),
      ),
    );
    const failure = results.find(
      (result): result is PromiseRejectedResult => result.status === "rejected",
    );
    if (failure) {
      // A half-written upload leaves no orphan behind.
      await removeFiles(files);
      throw failure.reason;
    }
  }
}
