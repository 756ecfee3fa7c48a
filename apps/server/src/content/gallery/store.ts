import type { GalleryImage } from "@shelter/contract";
import type { Selectable } from "kysely";
import type { ContentVersion } from "../../db/contentVersion.ts";
import type { Database } from "../../db/database.ts";
import type { GalleryImages } from "../../db/schema.generated.ts";
import type { MediaStore } from "../../media/mediaStore.ts";
import { type ImageColumns, presentImage } from "../presenters.ts";
import { recordReader } from "../recordReader.ts";
import { recordWriter } from "../recordWriter.ts";

type GalleryRow = Selectable<GalleryImages> & ImageColumns;

/** A photo's own columns; the photo itself goes to storage and `media`. */
const COLUMNS = ["alt_ua", "alt_en"] as const satisfies readonly (keyof GalleryImages)[];

/** The gallery's photos, newest first. */
export function createGalleryStore(
  db: Database,
  media: MediaStore,
  version: Pick<ContentVersion, "changed">,
) {
  const select = () =>
    db.kysely
      .selectFrom("gallery_images")
      .innerJoin("media", "media.id", "gallery_images.image_id")
      .selectAll("gallery_images")
      .select("media.variants as image_variants");
  const present = (row: GalleryRow): GalleryImage => {
    const image = presentImage(media, row);
    return {
      ID: row.id,
      id: row.id,
      ...image,
      image_url: image.image_url ?? "",
      createdAt: row.created_at.toISOString(),
    };
  };
  const reader = recordReader(db, { table: "gallery_images", select }, present);

  const writer = recordWriter(db, media, version, {
    table: "gallery_images",
    entity: "gallery",
    columns: COLUMNS,
    upload: "image_id",
    tracksUpdates: false,
  });

  const { create, remove, restore, restoreFromTrash, purge } = writer;
  return { ...reader, create, remove, restore, restoreFromTrash, purge };
}

export type GalleryStore = ReturnType<typeof createGalleryStore>;
