import type { Review } from "@shelter/contract";
import { recordReader } from "../recordReader.ts";
import { recordWriter } from "../recordWriter.ts";
import type { StoreContext } from "../storeContext.ts";

/** A review's columns, each answered as it is stored. */
const COLUMNS = ["name_ua", "name_en", "review_ua", "review_en"] as const;

/** The visitors' reviews, newest first. */
export function createReviewStore(context: StoreContext) {
  const { db } = context;
  const select = () => db.kysely.selectFrom("reviews").select(["id", ...COLUMNS]);
  const reader = recordReader<Review, Review>(db, { table: "reviews", select }, (row) => row);

  const writer = recordWriter(context, {
    table: "reviews",
    entity: "reviews",
    columns: COLUMNS,
    tracksUpdates: true,
  });

  return { ...reader, ...writer };
}

export type ReviewStore = ReturnType<typeof createReviewStore>;
