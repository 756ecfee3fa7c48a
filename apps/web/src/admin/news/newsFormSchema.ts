import {
  checkSchedule,
  kyivLocalToIso,
  messages,
  type NewsStatus,
  newsFieldsSchema,
  newsStatusSchema,
} from "@shelter/contract";
import { z } from "zod";
import { newsImageField } from "../shared/imageFile.ts";

/**
 * The schedule as the form holds it, a Kyiv wall-clock time (a datetime-local field), checked by
 * the server's own rule on the instant it names.
 */
export function checkKyivSchedule(
  value: { status: NewsStatus; publish_at: string },
  context: z.core.$RefinementCtx,
): void {
  const instant = value.publish_at ? kyivLocalToIso(value.publish_at) : null;
  if (value.status === "scheduled" && value.publish_at && !instant) {
    context.addIssue({ code: "custom", path: ["publish_at"], message: messages.publishAt });
    return;
  }
  checkSchedule({ status: value.status, publish_at: instant }, context);
}

/** The news form: the contract's fields, its photo as the form holds it, and the schedule. */
export const newsFormSchema = newsFieldsSchema
  .omit({ image_data: true, status: true, publish_at: true })
  .extend({ image: newsImageField(), status: newsStatusSchema, publish_at: z.string() })
  .superRefine(checkKyivSchedule);
