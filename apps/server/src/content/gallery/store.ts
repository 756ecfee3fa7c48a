import type { GalleryImage } from "@shelter/contract";
import type { GalleryImages } from "../../db/schema.generated.ts";
import { presentImage } from "../presenters.ts";
import { recordReader, selectWithUpload, type UploadRow } from "../recordReader.ts";
import { recordWriter } from "../recordWriter.ts";
import type { StoreContext } from "../storeContext.ts";

/** A photo's own columns; the photo itself goes to storage and `media`. */
const COLUMNS = ["alt_ua", "alt_en"] as const satisfies readonly (keyof GalleryImages)[];

/** The gallery's photos, newest first. */
export function createGalleryStore(context: StoreContext) {
  const { db, media } = context;
  const select = () => selectWithUpload(db, "gallery_images", "image_id");
  const present = (row: UploadRow<"gallery_images">): GalleryImage => {
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

  const writer = recordWriter(context, {
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
