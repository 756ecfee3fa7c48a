import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/database.ts";
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

async function isEmpty(db: Pick<Database, "query">): Promise<boolean> {
  const [seeded] = await db.query("SELECT 1 FROM settings WHERE key = $1", [SEEDED_KEY]);
  if (seeded) return false;
  for (const table of CONTENT_TABLES) {
    const [row] = await db.query(`SELECT 1 FROM ${table} LIMIT 1`);
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
      await tx.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK]);
      if (!(await isEmpty(tx))) return false;
      // Lists are newest first: the first item of each demo list gets the latest time.
      const order = (index: number) => new Date(Date.now() - index * 60_000);

      for (const [index, post] of demoNews.entries()) {
        await tx.query(
          `INSERT INTO news_posts (title_ua, title_en, subtitle_ua, subtitle_en, content_ua, content_en, image_id, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
          [
            post.title_ua,
            post.title_en,
            post.subtitle_ua,
            post.subtitle_en,
            post.content_ua,
            post.content_en,
            await media.insert(tx, newsImages[index] as StoredFiles),
            new Date(post.createdAt),
          ],
        );
      }
      for (const [index, excursion] of demoExcursions.entries()) {
        await tx.query(
          `INSERT INTO excursions (title_ua, title_en, description_ua, description_en, amount_of_persons, time_from, time_to, image_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            excursion.title_ua,
            excursion.title_en,
            excursion.description_ua,
            excursion.description_en,
            excursion.amount_of_persons,
            excursion.time_from,
            excursion.time_to,
            await media.insert(tx, excursionImages[index] as StoredFiles),
            order(index),
          ],
        );
      }
      for (const [index, review] of demoReviews.entries()) {
        await tx.query(
          `INSERT INTO reviews (name_ua, name_en, review_ua, review_en, created_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [review.name_ua, review.name_en, review.review_ua, review.review_en, order(index)],
        );
      }
      for (const [index, partner] of demoPartners.entries()) {
        await tx.query(
          "INSERT INTO partners (name, link, logo_id, created_at) VALUES ($1, $2, $3, $4)",
          [
            partner.name,
            partner.link,
            await media.insert(tx, partnerLogos[index] as StoredFiles),
            order(index),
          ],
        );
      }
      for (const [index, image] of galleryImages.entries()) {
        await tx.query("INSERT INTO gallery_images (image_id, created_at) VALUES ($1, $2)", [
          await media.insert(tx, image),
          order(index),
        ]);
      }
      for (const [index, document] of demoDocuments.entries()) {
        await tx.query(
          "INSERT INTO pdf_documents (title, document_id, created_at) VALUES ($1, $2, $3)",
          [document.title, await media.insert(tx, documents[index] as StoredFiles), order(index)],
        );
      }
      await tx.query("INSERT INTO contacts (name, email, phone) VALUES ($1, $2, $3)", [
        demoContact.name,
        demoContact.email,
        demoContact.phone,
      ]);
      await tx.query("INSERT INTO settings (key, value) VALUES ($1, $2)", [
        SEEDED_KEY,
        new Date().toISOString(),
      ]);
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
