import { z } from "zod";
import { altTextFields, fields, imageDataField, optionalEnglishName } from "./fields.ts";
import { imageVariantSchema } from "./media.ts";
import { messages } from "./messages.ts";
import { withHttps } from "./typedInput.ts";

export const partnerSchema = z.object({
  ID: z.number().int(),
  name: z.string(),
  /** Empty when no English name was given: the page then shows `name`. */
  name_en: z.string(),
  link: z.string(),
  logo: z.string().nullable(),
  logo_variants: z.array(imageVariantSchema),
  alt_ua: z.string(),
  alt_en: z.string(),
  logo_width: z.number().int().nullable(),
  logo_height: z.number().int().nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerPageSchema = z.object({
  partners: z.array(partnerSchema),
  totalLength: z.number().int(),
});
export type PartnerPage = z.infer<typeof partnerPageSchema>;

/** A link typed without its scheme is read as https ("busha.org" → "https://busha.org"). */
const partnerLink = z
  .string({ error: messages.required })
  .transform(withHttps)
  .pipe(
    fields.plain(2, 100).refine(
      (value) => {
        try {
          const url = new URL(value);
          return (
            (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")
          );
        } catch {
          return false;
        }
      },
      { error: messages.link },
    ),
  );

export const partnerCreateSchema = z.object({
  name: fields.plain(2, 100),
  name_en: optionalEnglishName,
  link: partnerLink,
  logo_data: imageDataField("logo"),
  ...altTextFields,
});
export type PartnerCreateInput = z.input<typeof partnerCreateSchema>;

/** PATCH /partners/{id}: name, name_en, link, optional logo_data. */
export const partnerUpdateSchema = z.object({
  name: fields.plain(2, 100).optional(),
  name_en: optionalEnglishName,
  link: partnerLink.optional(),
  logo_data: imageDataField("logo").optional(),
  ...altTextFields,
});
export type PartnerUpdateInput = z.input<typeof partnerUpdateSchema>;
