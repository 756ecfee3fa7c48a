/** spec §5: once or every month. */
export const DONATION_FREQUENCIES = ["oneTime", "monthly"] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

/** spec §5: two Ukrainian banks, PayPal, Western Union, SWIFT. */
export const PAYMENT_METHODS = [
  "privatbank",
  "monobank",
  "paypal",
  "westernUnion",
  "swift",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods paid from a Ukrainian bank: a card, the IBAN and the NBU payment link. */
export function isUkrainianBank(method: PaymentMethod): method is "privatbank" | "monobank" {
  return method === "privatbank" || method === "monobank";
}

/** A phone or tablet holds the banking app itself: it opens a link, a desktop scans a QR code. */
export const HANDHELD_QUERY = "(max-width: 767px), (pointer: coarse)";
