import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { Database, Queryable } from "../db/database.ts";
import { type EncodedVariant, encodeImageVariants } from "../media/imageVariants.ts";
import type { MediaStore, StoredFiles } from "../media/mediaStore.ts";
import {
  demoContact,
  demoDocuments,
  demoExcursions,
  demoGallery,
  demoNews,
  demoPartners,
  demoReviews,
} from "./content.ts";

const imagesDir = path.join(import.meta.dirname, "images");
const documentsDir = path.join(import.meta.dirname, "documents");
const SEEDED_KEY = "demo_content_seeded_at";
// Same purpose as the migration lock: instances starting together seed once.
const SEED_LOCK = 724_312;
const CONTENT_TABLES = [
  "news_posts",
  "gallery_images",
  "excursions",
  "reviews",
  "partners",
  "contacts",
] as const;

async function isEmpty(db: Queryable): Promise<boolean> {
  const seeded = await db.kysely
    .selectFrom("settings")
    .select("key")
    .where("key", "=", SEEDED_KEY)
    .executeTakeFirst();
  if (seeded) return false;
  for (const table of CONTENT_TABLES) {
    const row = await db.kysely.selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** The demo pictures' encoded widths by file name, for processes that seed many sites (tests). */
export type DemoEncodings = Map<string, EncodedVariant[]>;

/**
 * Fills an empty database with the bilingual demo content. Its pictures go through the same
 * pipeline and storage as uploads; `encodings` keeps what the pipeline made of each, for the next
 * site this process seeds. Returns whether it seeded.
 */
export async function seedDemoContent(
  db: Database,
  media: MediaStore,
  encodings?: DemoEncodings,
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;

  const written: StoredFiles[] = [];
  const putImage = async (file: string) => {
    let encoded = encodings?.get(file);
    if (!encoded) {
      encoded = await encodeImageVariants(await readFile(path.join(imagesDir, file)));
      encodings?.set(file, encoded);
    }
    const stored = await media.putEncodedImage(encoded);
    written.push(stored);
    return stored;
  };
  try {
    const newsImages = await mapInOrder(demoNews, (post) => putImage(post.image));
    const excursionImages = await mapInOrder(demoExcursions, (item) => putImage(item.image));
    const partnerLogos = await mapInOrder(demoPartners, (partner) => putImage(partner.logo));
    const galleryImages = await mapInOrder(demoGallery, putImage);
    const documents = await mapInOrder(demoDocuments, async (document) => {
      const bytes = await readFile(path.join(documentsDir, document.file));
      const stored = await media.putDocument(bytes, "application/pdf", "pdf");
      written.push(stored);
      return stored;
    });

    const seeded = await db.transaction(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx.kysely);
      if (!(await isEmpty(tx))) return false;
      // Lists are newest first: the first item of each demo list gets the latest time.
      const order = (index: number) => new Date(Date.now() - index * 60_000);

      // A demo list in order, each row inserted after the media row of its file, files[index].
      const insertWithFiles = async <Item>(
        items: readonly Item[],
        files: readonly StoredFiles[],
        insert: (item: Item, mediaId: number, index: number) => Promise<unknown>,
      ) => {
        for (const [index, item] of items.entries()) {
          await insert(item, await media.insert(tx, files[index] as StoredFiles), index);
        }
      };

      await insertWithFiles(demoNews, newsImages, ({ image, createdAt, ...texts }, image_id) =>
        tx.kysely
          .insertInto("news_posts")
          .values({
            ...texts,
            image_id,
            created_at: new Date(createdAt),
            updated_at: new Date(createdAt),
          })
          .execute(),
      );
      await insertWithFiles(
        demoExcursions,
        excursionImages,
        ({ image, ...excursion }, image_id, index) =>
          tx.kysely
            .insertInto("excursions")
            .values({ ...excursion, image_id, created_at: order(index) })
            .execute(),
      );
      for (const [index, review] of demoReviews.entries()) {
        await tx.kysely
          .insertInto("reviews")
          .values({ ...review, created_at: order(index) })
          .execute();
      }
      await insertWithFiles(demoPartners, partnerLogos, ({ logo, ...partner }, logo_id, index) =>
        tx.kysely
          .insertInto("partners")
          .values({ ...partner, logo_id, created_at: order(index) })
          .execute(),
      );
      for (const [index, image] of galleryImages.entries()) {
        await tx.kysely
          .insertInto("gallery_images")
          .values({ image_id: await media.insert(tx, image), created_at: order(index) })
          .execute();
      }
      await insertWithFiles(demoDocuments, documents, ({ title }, document_id, index) =>
        tx.kysely
          .insertInto("pdf_documents")
          .values({ title, document_id, created_at: order(index) })
          .execute(),
      );
      await tx.kysely.insertInto("contacts").values(demoContact).execute();
      await tx.kysely
        .insertInto("settings")
        .values({ key: SEEDED_KEY, value: new Date().toISOString() })
        .execute();
      return true;
    });
    if (!seeded) await Promise.all(written.map((files) => media.removeFiles(files)));
    return seeded;
  } catch (error) {
    await Promise.all(written.map((files) => media.removeFiles(files).catch(() => {})));
    throw error;
  }
}

/** A few at a time, results in order: more would only queue up in libvips' thread pool. */
async function mapInOrder<Item, Result>(
  items: readonly Item[],
  work: (item: Item) => Promise<Result>,
  concurrency = 4,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
