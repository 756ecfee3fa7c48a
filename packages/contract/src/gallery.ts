import { z } from "zod";
import { altTextFields, imageDataField, imageRecordFields } from "./fields.ts";
import { imageVariantSchema } from "./media.ts";
import { messages } from "./messages.ts";

export const galleryImageSchema = z.object({
  ID: z.number().int(),
  id: z.number().int(),
  image_url: z.string(),
  image_variants: z.array(imageVariantSchema),
  ...imageRecordFields,
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryPageSchema = z.object({
  images: z.array(galleryImageSchema),
  totalLength: z.number().int(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

export const galleryInputSchema = z.object({
  image_data: imageDataField("image", messages.galleryImageRequired),
  ...altTextFields,
});
export type GalleryInput = z.input<typeof galleryInputSchema>;
