import type { NewsPost } from "@shelter/contract";
import type { Selectable } from "kysely";
import type { ContentVersion } from "../../db/contentVersion.ts";
import type { Database } from "../../db/database.ts";
import type { NewsPosts } from "../../db/schema.generated.ts";
import type { MediaStore } from "../../media/mediaStore.ts";
import { type ImageColumns, presentImage } from "../presenters.ts";
import { recordReader } from "../recordReader.ts";
import { pickColumns, recordWriter } from "../recordWriter.ts";

/** A post's own columns; its photo goes to storage and `media`. */
const COLUMNS = [
  "title_ua",
  "title_en",
  "subtitle_ua",
  "subtitle_en",
  "content_ua",
  "content_en",
  "alt_ua",
  "alt_en",
] as const satisfies readonly (keyof NewsPosts)[];

type NewsRow = Selectable<NewsPosts> & Pick<ImageColumns, "image_variants">;

/** The news posts: newest first, each with its optional photo. */
export function createNewsStore(
  db: Database,
  media: MediaStore,
  version: Pick<ContentVersion, "changed">,
) {
  const select = () =>
    db.kysely
      .selectFrom("news_posts")
      .leftJoin("media", "media.id", "news_posts.image_id")
      .selectAll("news_posts")
      .select("media.variants as image_variants");
  const present = (row: NewsRow): NewsPost => ({
    ID: row.id,
    id: row.id,
    ...pickColumns(row, COLUMNS),
    ...presentImage(media, row),
    createdAt: row.created_at.toISOString(),
  });
  const reader = recordReader(db, { table: "news_posts", select }, present);

  const writer = recordWriter(db, media, version, {
    table: "news_posts",
    entity: "news",
    columns: COLUMNS,
    upload: "image_id",
    tracksUpdates: true,
  });
  // create(input, photo), update(id, input, photo): PUT replaces the texts, and the photo when
  // a new one came; remove(id). Each is false, or throws, as `recordWriter` says.
  return { ...reader, ...writer };
}

export type NewsStore = ReturnType<typeof createNewsStore>;
