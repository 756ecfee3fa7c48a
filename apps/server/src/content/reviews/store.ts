import type { Review } from "@shelter/contract";
import type { Queryable } from "../../db/database.ts";
import { recordReader } from "../recordReader.ts";

type ReviewRow = Review;

export function createReviewStore(db: Queryable) {
  return recordReader<ReviewRow, Review>(
    db,
    {
      select: "SELECT r.id, r.name_ua, r.name_en, r.review_ua, r.review_en FROM reviews r",
      idColumn: "r.id",
      orderBy: "r.created_at DESC, r.id DESC",
    },
    (row) => row,
  );
}

export type ReviewStore = ReturnType<typeof createReviewStore>;
