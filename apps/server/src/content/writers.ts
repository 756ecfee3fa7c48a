import type { ContentVersion } from "../db/contentVersion.ts";
import type { Database } from "../db/database.ts";
import type { MediaStore } from "../media/mediaStore.ts";
import { recordWriter } from "./recordWriter.ts";

export function createWriters(db: Database, media: MediaStore, version: ContentVersion) {
  return {
    news: recordWriter(db, media, version, {
      table: "news_posts",
      mediaColumn: "image_id",
      tracksUpdates: true,
    }),
    gallery: recordWriter(db, media, version, {
      table: "gallery_images",
      mediaColumn: "image_id",
      tracksUpdates: false,
    }),
    excursions: recordWriter(db, media, version, {
      table: "excursions",
      mediaColumn: "image_id",
      tracksUpdates: true,
    }),
    reviews: recordWriter(db, media, version, { table: "reviews", tracksUpdates: true }),
    partners: recordWriter(db, media, version, {
      table: "partners",
      mediaColumn: "logo_id",
      tracksUpdates: true,
    }),
    documents: recordWriter(db, media, version, {
      table: "pdf_documents",
      mediaColumn: "document_id",
      tracksUpdates: false,
    }),
    contacts: recordWriter(db, media, version, { table: "contacts", tracksUpdates: true }),
  };
}

export type Writers = ReturnType<typeof createWriters>;
