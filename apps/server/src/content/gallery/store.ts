import type { GalleryImage } from "@shelter/contract";
import type { Queryable } from "../../db/database.ts";
import type { MediaStore, StoredVariant } from "../../media/mediaStore.ts";
import { recordReader } from "../recordReader.ts";

interface GalleryRow {
  id: number;
  image_variants: StoredVariant[];
  alt_ua: string;
  alt_en: string;
  created_at: Date;
}

export function createGalleryStore(db: Queryable, media: MediaStore) {
  const present = (row: GalleryRow): GalleryImage => {
    const image = media.present(row.image_variants);
    return {
      ID: row.id,
      id: row.id,
      image_url: image.url ?? "",
      image_variants: image.variants,
      alt_ua: row.alt_ua,
      alt_en: row.alt_en,
      image_width: image.width,
      image_height: image.height,
      createdAt: row.created_at.toISOString(),
    };
  };
  return recordReader<GalleryRow, GalleryImage>(
    db,
    {
      select:
        "SELECT g.id, g.created_at, g.alt_ua, g.alt_en, m.variants AS image_variants FROM gallery_images g JOIN media m ON m.id = g.image_id",
      idColumn: "g.id",
      orderBy: "g.created_at DESC, g.id DESC",
    },
    present,
  );
}

export type GalleryStore = ReturnType<typeof createGalleryStore>;
