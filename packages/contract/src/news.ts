import { z } from "zod";
import { altTextFields, fields, imageDataField, imageRecordFields } from "./fields.ts";
import { imageVariantSchema } from "./media.ts";

export const newsPostSchema = z.object({
  ID: z.number().int(),
  id: z.number().int(),
  title_ua: z.string(),
  title_en: z.string(),
  subtitle_ua: z.string(),
  subtitle_en: z.string(),
  content_ua: z.string(),
  content_en: z.string(),
  image_url: z.string().nullable(),
  image_variants: z.array(imageVariantSchema),
  ...imageRecordFields,
  createdAt: z.string(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

export const newsPageSchema = z.object({ data: z.array(newsPostSchema), total: z.number().int() });
export type NewsPage = z.infer<typeof newsPageSchema>;

/** POST /news; PUT /news/{id} takes the same body with `image_data` only when it changed. */
export const newsInputSchema = z.object({
  title_ua: fields.titleUa(55),
  title_en: fields.titleEn(55),
  subtitle_ua: fields.textUa(150),
  subtitle_en: fields.textEn(150),
  content_ua: fields.textUa(2000),
  content_en: fields.textEn(2000),
  image_data: imageDataField().optional(),
  ...altTextFields,
});
export type NewsInput = z.input<typeof newsInputSchema>;
