import { z } from "zod";
import { MAX_UPLOAD_BYTES, parseDataUrl } from "./dataUrl.ts";
import { messages } from "./messages.ts";

/** Letters of both alphabets, digits, whitespace and ordinary punctuation (spec: Ukrainian fields). */
const UKRAINIAN_TEXT =
  /^[\p{Script=Latin}\p{Script=Cyrillic}\p{N}\s.,!?;:'’ʼ`"«»“”„()[\]\-‐–—%№/\\&+=@#*…_]+$/u;
/** The same without Cyrillic (spec: English fields allow Latin only). */
const ENGLISH_TEXT = /^[\p{Script=Latin}\p{N}\s.,!?;:'’`"“”()[\]\-‐–—%/\\&+=@#*…_]+$/u;
const UKRAINIAN_NAME = /^[\p{Script=Cyrillic}\d '’ʼ-]+$/u;
const ENGLISH_NAME = /^[A-Za-z\d '’-]+$/;

interface TextRule {
  min: number;
  max: number;
  minMessage: (min: number) => string;
  maxMessage: (max: number) => string;
  pattern?: RegExp;
  patternMessage?: string;
  /** A title, a name, a payment detail: one line (a line break would, say, void the QR code). */
  singleLine?: boolean;
}

/** Control characters other than tab and line breaks: never wanted, and NUL breaks PostgreSQL. */
function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** Line breaks of every kind, including those only Unicode calls so (NEL, LS, PS). */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

/** A required, trimmed string; the first broken rule is the one reported. */
export function requiredText(rule: TextRule) {
  let schema = z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine((value) => !hasControlCharacter(value), {
      error: messages.controlCharacters,
      abort: true,
    })
    .refine((value) => !rule.singleLine || !LINE_BREAK.test(value), {
      error: messages.singleLine,
      abort: true,
    })
    .min(rule.min, { error: rule.minMessage(rule.min), abort: true })
    .max(rule.max, { error: rule.maxMessage(rule.max), abort: true });
  if (rule.pattern) schema = schema.regex(rule.pattern, { error: rule.patternMessage });
  return schema;
}

export const fields = {
  titleUa: (max: number) =>
    requiredText({
      min: 3,
      max,
      minMessage: messages.titleMin,
      maxMessage: messages.titleMax,
      pattern: UKRAINIAN_TEXT,
      patternMessage: messages.titleUa,
      singleLine: true,
    }),
  titleEn: (max: number) =>
    requiredText({
      min: 3,
      max,
      minMessage: messages.titleMin,
      maxMessage: messages.titleMax,
      pattern: ENGLISH_TEXT,
      patternMessage: messages.titleEn,
      singleLine: true,
    }),
  textUa: (max: number) =>
    requiredText({
      min: 3,
      max,
      minMessage: messages.textMin,
      maxMessage: messages.textMax,
      pattern: UKRAINIAN_TEXT,
      patternMessage: messages.textUa,
    }),
  textEn: (max: number) =>
    requiredText({
      min: 3,
      max,
      minMessage: messages.textMin,
      maxMessage: messages.textMax,
      pattern: ENGLISH_TEXT,
      patternMessage: messages.textEn,
    }),
  nameUa: () =>
    requiredText({
      min: 2,
      max: 25,
      minMessage: messages.fieldMin,
      maxMessage: messages.fieldMax,
      pattern: UKRAINIAN_NAME,
      patternMessage: messages.nameUa,
    }),
  nameEn: () =>
    requiredText({
      min: 2,
      max: 25,
      minMessage: messages.fieldMin,
      maxMessage: messages.fieldMax,
      pattern: ENGLISH_NAME,
      patternMessage: messages.nameEn,
    }),
  plain: (min: number, max: number) =>
    requiredText({
      min,
      max,
      minMessage: messages.fieldMin,
      maxMessage: messages.fieldMax,
      singleLine: true,
    }),
  reviewText: () =>
    requiredText({ min: 2, max: 300, minMessage: messages.textMin, maxMessage: messages.textMax }),
};

/** An optional alternative text: empty or up to 200 characters of the language's alphabet. */
function altText(pattern: RegExp, patternMessage: string) {
  return z
    .string({ error: patternMessage })
    .trim()
    .max(200, { error: messages.fieldMax(200), abort: true })
    .refine((value) => !hasControlCharacter(value), {
      error: messages.controlCharacters,
      abort: true,
    })
    .refine((value) => !LINE_BREAK.test(value), { error: messages.singleLine, abort: true })
    .refine((value) => value === "" || pattern.test(value), { error: patternMessage })
    .optional();
}

/** `alt_ua` / `alt_en` of an image record (CONTRACT.md, Alternative texts). */
export const altTextFields = {
  alt_ua: altText(UKRAINIAN_TEXT, messages.textUa),
  alt_en: altText(ENGLISH_TEXT, messages.textEn),
};

/** An optional English name (a partner's): empty, or 2 to 100 Latin characters on one line. */
export const optionalEnglishName = z
  .string({ error: messages.textEn })
  .trim()
  .max(100, { error: messages.fieldMax(100), abort: true })
  .refine((value) => !hasControlCharacter(value), {
    error: messages.controlCharacters,
    abort: true,
  })
  .refine((value) => !LINE_BREAK.test(value), { error: messages.singleLine, abort: true })
  .refine((value) => value === "" || value.length >= 2, {
    error: messages.fieldMin(2),
    abort: true,
  })
  .refine((value) => value === "" || ENGLISH_TEXT.test(value), { error: messages.textEn })
  .optional();

/** What every image record answers besides its image: the texts and the shape to reserve. */
export const imageRecordFields = {
  alt_ua: z.string(),
  alt_en: z.string(),
  image_width: z.number().int().nullable(),
  image_height: z.number().int().nullable(),
};

/** A short numeric form field ("60", "1,5") read as a number: spec excursion time and visitors. */
export function numericField(options: { min: number; max: number; wholeNumber?: boolean }) {
  const pattern = options.wholeNumber ? /^\d+$/ : /^\d+([.,]\d+)?$/;
  return z
    .union([z.string(), z.number()], { error: messages.required })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: messages.required, abort: true })
        .min(options.min, { error: messages.fieldMin(options.min), abort: true })
        .max(options.max, { error: messages.fieldMax(options.max), abort: true })
        .regex(pattern, {
          error: options.wholeNumber ? messages.wholeNumber : messages.number,
          abort: true,
        }),
    )
    .transform((value) => Number(value.replace(",", ".")));
}

export type ImageKind = "image" | "logo";

/** `image_data` / `logo_data`: a base64 data URL (or bare base64, read as JPEG) of at most 5 MB. */
export function imageDataField(
  kind: ImageKind = "image",
  missing: string = kind === "logo" ? messages.logoRequired : messages.imageRequired,
) {
  return z.string({ error: missing }).check((context) => {
    const parsed = parseDataUrl(context.value);
    if (!parsed.ok) {
      context.issues.push({
        code: "custom",
        input: context.value,
        message: kind === "logo" ? messages.logoUnreadable : messages.imageUnreadable,
      });
    } else if (parsed.byteLength > MAX_UPLOAD_BYTES) {
      context.issues.push({
        code: "custom",
        input: context.value,
        message: kind === "logo" ? messages.logoOver5Mb : messages.imageOver5Mb,
      });
    }
  });
}

/** Valid e-mail that does not end in a .ru or .by domain (spec: login and registration). */
export const accountEmail = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(254, { error: messages.email, abort: true })
  .pipe(z.email({ error: messages.email }))
  .refine((email) => !/\.(ru|by)$/i.test(email), { error: messages.email });

/** Login and registration password: 6 to 14 characters. */
export const accountPassword = z
  .string({ error: messages.required })
  .min(1, { error: messages.required, abort: true })
  .min(6, { error: messages.passwordMin, abort: true })
  .max(14, { error: messages.passwordMax, abort: true });

/** New password (change and reset): 6 to 12 Latin letters and digits, at least one of each. */
export const newPassword = z
  .string({ error: messages.required })
  .min(1, { error: messages.required, abort: true })
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/, { error: messages.newPassword });
