import { z } from "zod";

/** One stored width of an uploaded image, for `srcset`. */
export const imageVariantSchema = z.object({
  width: z.number().int().positive(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** Widths every uploaded image is stored in (never wider than the original). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

/** Builds the `srcset` attribute from the stored variants. */
export function toSrcSet(variants: readonly ImageVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
}
