import type { NewsPost } from "@shelter/contract";
import type { Queryable } from "../../db/database.ts";
import type { MediaStore, StoredVariant } from "../../media/mediaStore.ts";
import { recordReader } from "../recordReader.ts";

type NewsRow = Omit<
  NewsPost,
  "ID" | "id" | "image_url" | "image_variants" | "image_width" | "image_height" | "createdAt"
> & {
  id: number;
  image_variants: StoredVariant[] | null;
  created_at: Date;
};

export function createNewsStore(db: Queryable, media: MediaStore) {
  const present = (row: NewsRow): NewsPost => {
    const image = media.present(row.image_variants);
    return {
      ID: row.id,
      id: row.id,
      title_ua: row.title_ua,
      title_en: row.title_en,
      subtitle_ua: row.subtitle_ua,
      subtitle_en: row.subtitle_en,
      content_ua: row.content_ua,
      content_en: row.content_en,
      image_url: image.url,
      image_variants: image.variants,
      alt_ua: row.alt_ua,
      alt_en: row.alt_en,
      image_width: image.width,
      image_height: image.height,
      createdAt: row.created_at.toISOString(),
    };
  };
  return recordReader<NewsRow, NewsPost>(
    db,
    {
      select:
        "SELECT n.*, m.variants AS image_variants FROM news_posts n LEFT JOIN media m ON m.id = n.image_id",
      idColumn: "n.id",
      orderBy: "n.created_at DESC, n.id DESC",
    },
    present,
  );
}

export type NewsStore = ReturnType<typeof createNewsStore>;
