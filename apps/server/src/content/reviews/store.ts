import type { Review } from "@shelter/contract";
import type { ContentVersion } from "../../db/contentVersion.ts";
import type { Database } from "../../db/database.ts";
import type { MediaStore } from "../../media/mediaStore.ts";
import { recordReader } from "../recordReader.ts";
import { recordWriter } from "../recordWriter.ts";

/** A review's columns, each answered as it is stored. */
const COLUMNS = ["name_ua", "name_en", "review_ua", "review_en"] as const;

/** The visitors' reviews, newest first. */
export function createReviewStore(
  db: Database,
  media: MediaStore,
  version: Pick<ContentVersion, "changed">,
) {
  const select = () => db.kysely.selectFrom("reviews").select(["id", ...COLUMNS]);
  const reader = recordReader<Review, Review>(db, { table: "reviews", select }, (row) => row);

  const writer = recordWriter(db, media, version, {
    table: "reviews",
    entity: "reviews",
    columns: COLUMNS,
    tracksUpdates: true,
  });

  return { ...reader, ...writer };
}

export type ReviewStore = ReturnType<typeof createReviewStore>;
