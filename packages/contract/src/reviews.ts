import { z } from "zod";
import { fields } from "./fields.ts";

export const reviewSchema = z.object({
  id: z.number().int(),
  name_ua: z.string(),
  name_en: z.string(),
  review_ua: z.string(),
  review_en: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  totalLength: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewInputSchema = z.object({
  name_ua: fields.nameUa(),
  name_en: fields.nameEn(),
  review_ua: fields.reviewText(),
  review_en: fields.reviewText(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export const reviewUpdateSchema = reviewInputSchema.partial();
