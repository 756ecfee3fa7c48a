import { z } from "zod";
import { BOOKING_TIME_ZONE } from "./bookings.ts";
import { altTextFields, fields, imageDataField, imageRecordFields } from "./fields.ts";
import { imageVariantSchema } from "./media.ts";
import { messages } from "./messages.ts";

/** Where a post stands (CONTRACT.md): only a published one is public. */
export const NEWS_STATUSES = ["draft", "scheduled", "published"] as const;
export const newsStatusSchema = z.enum(NEWS_STATUSES, { error: messages.newsStatus });
export type NewsStatus = z.infer<typeof newsStatusSchema>;

/** A published post's change saved as a draft: its texts, public once it is published. */
export const newsDraftSchema = z.object({
  title_ua: z.string(),
  title_en: z.string(),
  subtitle_ua: z.string(),
  subtitle_en: z.string(),
  content_ua: z.string(),
  content_en: z.string(),
  alt_ua: z.string(),
  alt_en: z.string(),
});
export type NewsDraft = z.infer<typeof newsDraftSchema>;

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
  status: newsStatusSchema,
  /** ISO time it is to be published (scheduled) or was (published); null for a draft. */
  publish_at: z.string().nullable(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

export const newsPageSchema = z.object({ data: z.array(newsPostSchema), total: z.number().int() });
export type NewsPage = z.infer<typeof newsPageSchema>;

/** A post as the back office reads it (a bearer token): with what only editors see. */
export const newsBackOfficePostSchema = newsPostSchema.extend({
  /** Why the publish job could not publish it when it was due; null once it is published. */
  publish_error: z.string().nullable(),
  /** A published post's change saved as a draft, not public until it is published. */
  draft: newsDraftSchema.nullable(),
});
export type NewsBackOfficePost = z.infer<typeof newsBackOfficePostSchema>;

export const newsBackOfficePageSchema = z.object({
  data: z.array(newsBackOfficePostSchema),
  total: z.number().int(),
});

/** The post's own fields, without the rule across them (a form extends these). */
export const newsFieldsSchema = z.object({
  title_ua: fields.titleUa(55),
  title_en: fields.titleEn(55),
  subtitle_ua: fields.textUa(150),
  subtitle_en: fields.textEn(150),
  content_ua: fields.textUa(2000),
  content_en: fields.textEn(2000),
  image_data: imageDataField().optional(),
  ...altTextFields,
  /**
   * Left out: published. On a published post, "draft" saves the change as its draft and leaves
   * what visitors see as it is; "published" publishes the change.
   */
  status: newsStatusSchema.optional(),
  /** ISO time with its offset; a scheduled post's time, in the future. Ignored otherwise. */
  publish_at: z.iso.datetime({ offset: true, error: messages.publishAt }).nullable().optional(),
});

/** A scheduled post needs a time, and one still to come. */
export function checkSchedule(
  value: { status?: NewsStatus | undefined; publish_at?: string | null | undefined },
  context: z.core.$RefinementCtx,
  now = Date.now(),
): void {
  if (value.status !== "scheduled") return;
  if (!value.publish_at) {
    context.addIssue({ code: "custom", path: ["publish_at"], message: messages.publishAtRequired });
  } else if (Date.parse(value.publish_at) <= now) {
    context.addIssue({ code: "custom", path: ["publish_at"], message: messages.publishAtPast });
  }
}

/** POST /news; PUT /news/{id} takes the same body with `image_data` only when it changed. */
export const newsInputSchema = newsFieldsSchema.superRefine((value, context) =>
  checkSchedule(value, context),
);
export type NewsInput = z.input<typeof newsInputSchema>;

// Kyiv wall-clock times, as a datetime-local field holds them ("2026-12-01T09:30").
const kyivParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: BOOKING_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function kyivWallClock(instant: number): string {
  const part: Record<string, string> = {};
  for (const { type, value } of kyivParts.formatToParts(new Date(instant))) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The Kyiv wall-clock time ("YYYY-MM-DDTHH:MM") of an ISO instant. */
export function kyivLocalTime(iso: string): string {
  return kyivWallClock(Date.parse(iso));
}

/** The ISO instant a Kyiv wall-clock time names; null for an empty or malformed one. */
export function kyivLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const wall = Date.parse(`${local}:00Z`);
  if (Number.isNaN(wall)) return null;
  const offsetAt = (instant: number) => Date.parse(`${kyivWallClock(instant)}:00Z`) - instant;
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first)).toISOString();
}

/** POST /news/{id}/preview: the private addresses of the post's preview, in each language. */
export const newsPreviewSchema = z.object({ uk: z.string(), en: z.string() });
export type NewsPreview = z.infer<typeof newsPreviewSchema>;

/** The page of a post's preview: its path and its signed token (CONTRACT.md, news publishing). */
export function newsPreviewPath(language: "uk" | "en", id: number, token: string): string {
  return `${language === "en" ? "/en" : ""}/preview/news/${id}?token=${encodeURIComponent(token)}`;
}
