import { z } from "zod";
import { requiredText } from "./fields.ts";
import { messages } from "./messages.ts";
import { HOURS_PLACES, type OpeningHoursByPlace, SPECIFICATION_HOURS } from "./openingHours.ts";
import { withHttps } from "./typedInput.ts";

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

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A link typed without "https://" gets it before the rule reads it (issue 23). */
const httpsLink = z
  .string({ error: messages.required })
  .transform(withHttps)
  .pipe(
    z
      .string()
      .min(1, { error: messages.required, abort: true })
      .max(300, { error: messages.fieldMax(300), abort: true })
      .refine(isHttpsUrl, { error: messages.httpsLink }),
  );

/** A link the shelter may not have (a monobank jar, a PayPal donate page): empty, or https. */
const optionalHttpsLink = z
  .string({ error: messages.required })
  .transform(withHttps)
  .pipe(
    z
      .string()
      .max(300, { error: messages.fieldMax(300), abort: true })
      .refine((value) => value === "" || isHttpsUrl(value), { error: messages.httpsLink }),
  );

const plainText = (max: number) =>
  requiredText({
    min: 2,
    max,
    minMessage: messages.fieldMin,
    maxMessage: messages.fieldMax,
    singleLine: true,
  });

/** Latin letters, digits and the punctuation of bank forms: what a SWIFT message can carry. */
const SWIFT_TEXT = /^[A-Za-z0-9 .,:'()/+?-]+$/;

const swiftText = (max: number) =>
  requiredText({
    min: 2,
    max,
    minMessage: messages.fieldMin,
    maxMessage: messages.fieldMax,
    pattern: SWIFT_TEXT,
    patternMessage: messages.swiftText,
    singleLine: true,
  });

/** An intermediary bank is set only where the shelter's bank names one. */
const optionalSwiftText = (max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .max(max, { error: messages.fieldMax(max), abort: true })
    .refine((value) => value === "" || SWIFT_TEXT.test(value), { error: messages.swiftText });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ error: messages.required }).trim().regex(TIME, { error: messages.time });

const weekday = z
  .number({ error: messages.days })
  .int({ error: messages.days })
  .min(1, { error: messages.days })
  .max(7, { error: messages.days });

/** One place's statement of the hours: which days, from when to when. */
export const openingHoursSchema = z
  .object({
    days: z
      .array(weekday, { error: messages.days })
      .min(1, { error: messages.days })
      .max(7, { error: messages.days })
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    open: time,
    close: time,
  })
  .refine(
    (hours) => !TIME.test(hours.open) || !TIME.test(hours.close) || hours.close > hours.open,
    {
      error: messages.hoursOrder,
      path: ["close"],
    },
  );

export const openingHoursByPlaceSchema = z.object(
  Object.fromEntries(HOURS_PLACES.map((place) => [place, openingHoursSchema])) as Record<
    (typeof HOURS_PLACES)[number],
    typeof openingHoursSchema
  >,
);

/** ISO 4217 codes of the currencies a Ukrainian bank's currency account is usually held in. */
export const SWIFT_CURRENCIES = ["USD", "EUR", "GBP", "PLN", "CHF", "CAD"] as const;

/** The record a volunteer edits: payment details and social links (CONTRACT.md, Site settings). */
export const siteSettingsInputSchema = z.object({
  recipient: plainText(70),
  recipient_en: plainText(70),
  iban,
  recipient_code: recipientCode,
  purpose: plainText(140),
  purpose_en: plainText(140),
  privatbank_card: cardNumber,
  monobank_card: cardNumber,
  monobank_jar_url: optionalHttpsLink,
  paypal: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(254, { error: messages.email, abort: true })
    .pipe(z.email({ error: messages.email })),
  paypal_donate_url: optionalHttpsLink,
  transfer_payee_ua: plainText(100),
  transfer_payee_en: plainText(100),
  transfer_city_ua: plainText(60),
  transfer_city_en: plainText(60),
  transfer_country_ua: plainText(60),
  transfer_country_en: plainText(60),
  swift_beneficiary: swiftText(140),
  swift_iban: iban,
  swift_currency: z
    .string({ error: messages.required })
    .trim()
    .toUpperCase()
    .refine((code) => (SWIFT_CURRENCIES as readonly string[]).includes(code), {
      error: messages.currency,
    }),
  swift_bank_name: swiftText(140),
  swift_bank_address: swiftText(200),
  swift_code: z
    .string({ error: messages.required })
    .transform((value) => value.trim().toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: messages.required, abort: true })
        .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: messages.swiftCode }),
    ),
  swift_intermediary: optionalSwiftText(300),
  opening_hours: openingHoursByPlaceSchema,
  facebook_url: httpsLink,
  instagram_url: httpsLink,
});
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;

const openingHoursOutput = z.object({
  days: z.array(z.number().int().min(1).max(7)),
  open: z.string(),
  close: z.string(),
});

export const siteSettingsSchema = z.object({
  recipient: z.string(),
  recipient_en: z.string(),
  iban: z.string(),
  recipient_code: z.string(),
  purpose: z.string(),
  purpose_en: z.string(),
  privatbank_card: z.string(),
  monobank_card: z.string(),
  monobank_jar_url: z.string(),
  paypal: z.string(),
  paypal_donate_url: z.string(),
  transfer_payee_ua: z.string(),
  transfer_payee_en: z.string(),
  transfer_city_ua: z.string(),
  transfer_city_en: z.string(),
  transfer_country_ua: z.string(),
  transfer_country_en: z.string(),
  swift_beneficiary: z.string(),
  swift_iban: z.string(),
  swift_currency: z.string(),
  swift_bank_name: z.string(),
  swift_bank_address: z.string(),
  swift_code: z.string(),
  swift_intermediary: z.string(),
  opening_hours: z.object({
    contacts: openingHoursOutput,
    footer: openingHoursOutput,
    faq: openingHoursOutput,
  }) satisfies z.ZodType<OpeningHoursByPlace>,
  facebook_url: z.string(),
  instagram_url: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The settings a new site starts with (migrations 004 and 009): examples, to be replaced. */
export const DEMO_SITE_SETTINGS: SiteSettings = {
  recipient: "БО «Притулок для корів у Буші»",
  recipient_en: "Busha Cow Shelter charity",
  iban: "UA213223130000026007233566001",
  recipient_code: "12345678",
  purpose: "Поповнення рахунку банки",
  purpose_en: "Top-up of the shelter's jar account",
  privatbank_card: "4111111111111111",
  monobank_card: "5375414100000008",
  monobank_jar_url: "",
  paypal: "help@busha-shelter.example",
  paypal_donate_url: "",
  transfer_payee_ua: "Іваненко Марія",
  transfer_payee_en: "Mariia Ivanenko",
  transfer_city_ua: "Вінниця",
  transfer_city_en: "Vinnytsia",
  transfer_country_ua: "Україна",
  transfer_country_en: "Ukraine",
  swift_beneficiary: "CO BUSHA COW SHELTER",
  swift_iban: "UA273052990000026009876543210",
  swift_currency: "USD",
  swift_bank_name: "JSC CB PRIVATBANK",
  swift_bank_address: "1D Hrushevskoho Str., Kyiv, 01001, Ukraine",
  swift_code: "PBANUA2X",
  swift_intermediary: "JP Morgan Chase Bank, New York, USA, SWIFT CHASUS33",
  opening_hours: SPECIFICATION_HOURS,
  facebook_url: "https://www.facebook.com/busha.shelter",
  instagram_url: "https://www.instagram.com/busha.shelter",
};

/** The demo's details a donation would be lost to: the back office warns while one is left. */
const DEMO_PAYMENT_FIELDS = [
  "iban",
  "recipient_code",
  "privatbank_card",
  "monobank_card",
  "paypal",
  "swift_iban",
] as const satisfies readonly (keyof SiteSettings)[];

/** The demo's payment details still in `settings`, by field. */
export function demoPaymentFields(settings: SiteSettings): (typeof DEMO_PAYMENT_FIELDS)[number][] {
  return DEMO_PAYMENT_FIELDS.filter((field) => settings[field] === DEMO_SITE_SETTINGS[field]);
}

export type CardBank = "privatbank" | "monobank";

/**
 * The first six digits (BIN) of cards the two banks are known to issue: enough to catch one
 * bank's card typed into the other's field, never a reason to refuse a number.
 */
const CARD_BINS: Record<CardBank, readonly string[]> = {
  privatbank: [
    "414939",
    "414949",
    "414962",
    "414963",
    "473117",
    "473118",
    "473121",
    "516798",
    "516874",
    "516875",
    "517691",
    "521152",
    "545708",
    "557721",
  ],
  monobank: ["444111", "537541"],
};

/** The bank a card number's prefix belongs to, where it is known. */
export function cardBankOf(cardNumber: string): CardBank | null {
  const bin = cardNumber.replace(/\D/g, "").slice(0, 6);
  if (bin.length < 6) return null;
  for (const bank of ["monobank", "privatbank"] as const) {
    if (CARD_BINS[bank].includes(bin)) return bank;
  }
  return null;
}
