import type { Excursion } from "@shelter/contract";
import type { Queryable } from "../../db/database.ts";
import type { MediaStore, StoredVariant } from "../../media/mediaStore.ts";
import { recordReader } from "../recordReader.ts";

type ExcursionRow = Omit<
  Excursion,
  "ID" | "image_url" | "image_variants" | "image_width" | "image_height"
> & {
  id: number;
  image_variants: StoredVariant[] | null;
};

export function createExcursionStore(db: Queryable, media: MediaStore) {
  const present = (row: ExcursionRow): Excursion => {
    const image = media.present(row.image_variants);
    return {
      ID: row.id,
      title_ua: row.title_ua,
      title_en: row.title_en,
      description_ua: row.description_ua,
      description_en: row.description_en,
      amount_of_persons: row.amount_of_persons,
      time_from: row.time_from,
      time_to: row.time_to,
      image_url: image.url,
      image_variants: image.variants,
      alt_ua: row.alt_ua,
      alt_en: row.alt_en,
      image_width: image.width,
      image_height: image.height,
    };
  };
  return recordReader<ExcursionRow, Excursion>(
    db,
    {
      select:
        "SELECT e.*, m.variants AS image_variants FROM excursions e LEFT JOIN media m ON m.id = e.image_id",
      idColumn: "e.id",
      orderBy: "e.created_at DESC, e.id DESC",
    },
    present,
  );
}

export type ExcursionStore = ReturnType<typeof createExcursionStore>;
