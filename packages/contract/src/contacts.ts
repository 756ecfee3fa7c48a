import { z } from "zod";
import { fields } from "./fields.ts";
import { messages } from "./messages.ts";
import { normalizeUkrainianPhone, UKRAINIAN_PHONE } from "./typedInput.ts";

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

const contactFields = {
  name: fields.plain(2, 100),
  email: fields.plain(2, 55).pipe(z.email({ error: messages.contactEmail })),
  // spec: phone optional, "+380" then three groups of three digits ("0671234567" is written so)
  phone: z
    .string({ error: messages.phone })
    .transform(normalizeUkrainianPhone)
    .pipe(
      z.string().refine((value) => value === "" || UKRAINIAN_PHONE.test(value), {
        error: messages.phone,
      }),
    ),
};

export const contactCreateSchema = z.object({
  ...contactFields,
  phone: contactFields.phone.optional().default(""),
});
export type ContactCreateInput = z.input<typeof contactCreateSchema>;

/** PATCH /contacts/{id}: one of email, phone or name. */
export const contactUpdateSchema = z
  .object(contactFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: messages.updateNeedsField,
  });
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;
