import { z } from "zod";
import { requiredText } from "./fields.ts";
import { messages } from "./messages.ts";

/** ISO 13616 mod-97 check of an IBAN (letters as 10…35, first four characters moved to the end). */
export function isValidIbanChecksum(iban: string): boolean {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Luhn check of a payment card number. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const withoutSpaces = (value: string) => value.replace(/[\s-]+/g, "");

/** Ukrainian IBAN: UA + 27 digits with a valid check (CONTRACT.md, Site settings). */
const iban = z
  .string({ error: messages.required })
  .transform((value) => withoutSpaces(value).toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: messages.required, abort: true })
      .regex(/^UA\d{27}$/, { error: messages.iban, abort: true })
      .refine(isValidIbanChecksum, { error: messages.ibanChecksum }),
  );

/** EDRPOU (8 digits) or RNOKPP (10 digits). */
const recipientCode = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .regex(/^(\d{8}|\d{10})$/, { error: messages.recipientCode });

const cardNumber = z
  .string({ error: messages.required })
  .transform(withoutSpaces)
  .pipe(
    z
      .string()
      .min(1, { error: messages.required, abort: true })
      .regex(/^\d{16}$/, { error: messages.cardNumber, abort: true })
      .refine(passesLuhn, { error: messages.cardChecksum }),
  );

const httpsLink = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(300, { error: messages.fieldMax(300), abort: true })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && url.hostname.includes(".");
      } catch {
        return false;
      }
    },
    { error: messages.httpsLink },
  );

const plainText = (max: number) =>
  requiredText({
    min: 2,
    max,
    minMessage: messages.fieldMin,
    maxMessage: messages.fieldMax,
    singleLine: true,
  });

/** The record a volunteer edits: payment details and social links (CONTRACT.md, Site settings). */
export const siteSettingsInputSchema = z.object({
  recipient: plainText(70),
  iban,
  recipient_code: recipientCode,
  purpose: plainText(140),
  privatbank_card: cardNumber,
  monobank_card: cardNumber,
  paypal: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(254, { error: messages.email, abort: true })
    .pipe(z.email({ error: messages.email })),
  transfer_payee_ua: plainText(100),
  transfer_payee_en: plainText(100),
  swift_code: z
    .string({ error: messages.required })
    .transform((value) => value.trim().toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: messages.required, abort: true })
        .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: messages.swiftCode }),
    ),
  facebook_url: httpsLink,
  instagram_url: httpsLink,
});
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;

export const siteSettingsSchema = z.object({
  recipient: z.string(),
  iban: z.string(),
  recipient_code: z.string(),
  purpose: z.string(),
  privatbank_card: z.string(),
  monobank_card: z.string(),
  paypal: z.string(),
  transfer_payee_ua: z.string(),
  transfer_payee_en: z.string(),
  swift_code: z.string(),
  facebook_url: z.string(),
  instagram_url: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
