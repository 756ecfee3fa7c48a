import { z } from "zod";
import {
  altTextFields,
  fields,
  imageDataField,
  imageRecordFields,
  numericField,
} from "./fields.ts";
import { imageVariantSchema } from "./media.ts";
import { messages } from "./messages.ts";

export const excursionSchema = z.object({
  ID: z.number().int(),
  title_ua: z.string(),
  title_en: z.string(),
  description_ua: z.string(),
  description_en: z.string(),
  amount_of_persons: z.number().int(),
  /** Minutes. */
  time_from: z.number(),
  /** Minutes. */
  time_to: z.number(),
  image_url: z.string().nullable(),
  image_variants: z.array(imageVariantSchema),
  ...imageRecordFields,
});
export type Excursion = z.infer<typeof excursionSchema>;

export const excursionPageSchema = z.object({
  excursions: z.array(excursionSchema),
  totalLength: z.number().int(),
});
export type ExcursionPage = z.infer<typeof excursionPageSchema>;

/** A sane ceiling for one excursion's group, far below the integer column's limit. */
export const EXCURSION_MAX_PERSONS = 1000;

const excursionFields = {
  ...altTextFields,
  title_ua: fields.titleUa(40),
  title_en: fields.titleEn(40).optional(),
  description_ua: fields.textUa(750),
  description_en: fields.textEn(750).optional(),
  time_from: numericField({ min: 2, max: 3 }),
  time_to: numericField({ min: 2, max: 3 }),
  amount_of_persons: numericField({ min: 1, max: 10, wholeNumber: true }).pipe(
    z
      .number()
      .min(1, { error: messages.visitorsRange(1, EXCURSION_MAX_PERSONS) })
      .max(EXCURSION_MAX_PERSONS, { error: messages.visitorsRange(1, EXCURSION_MAX_PERSONS) }),
  ),
};

/** spec: an empty English title or description falls back to the Ukrainian text. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

function withEnglishFallback<
  T extends {
    title_ua?: string;
    title_en?: string;
    description_ua?: string;
    description_en?: string;
  },
>(value: T): T {
  return {
    ...value,
    title_en: value.title_en ?? value.title_ua,
    description_en: value.description_en ?? value.description_ua,
  };
}

/** spec: the time "to" is not before the time "from"; a PATCH is checked merged with the stored values. */
export const excursionTimesInOrder = (value: { time_from?: number; time_to?: number }) =>
  value.time_from === undefined || value.time_to === undefined || value.time_from <= value.time_to;
const timeOrder = excursionTimesInOrder;

const excursionBody = z.object({
  ...excursionFields,
  title_en: z.preprocess(blankToUndefined, excursionFields.title_en),
  description_en: z.preprocess(blankToUndefined, excursionFields.description_en),
});

/** POST /excursions: the image is required. */
export const excursionCreateSchema = excursionBody
  .extend({
    image_data: imageDataField("image", messages.excursionImageRequired),
  })
  .refine(timeOrder, { error: messages.timeOrder, path: ["time_to"] })
  .transform(withEnglishFallback);
export type ExcursionCreateInput = z.input<typeof excursionCreateSchema>;

/** A volunteer who clears an English text on edit clears it: the page then shows the Ukrainian one. */
const blankToEmpty = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? "" : value;
const clearable = (field: z.ZodType<string | undefined>) =>
  z.preprocess(blankToEmpty, z.literal("").or(field)).optional();

/** PATCH /excursions/{id}: any of the fields; `image_data` only when the image changed. */
export const excursionUpdateSchema = excursionBody
  .partial()
  .extend({
    title_en: clearable(excursionFields.title_en),
    description_en: clearable(excursionFields.description_en),
    image_data: imageDataField().optional(),
  })
  .refine(timeOrder, { error: messages.timeOrder, path: ["time_to"] });
export type ExcursionUpdateInput = z.input<typeof excursionUpdateSchema>;
