// The National Bank of Ukraine's payment link, version 002 (CONTRACT.md, Payment QR code): a
// Ukrainian banking app that scans it opens a filled-in transfer.

export const NBU_QR_BASE = "https://bank.gov.ua/qr/";

/** Limits of the NBU format's fields. */
export const NBU_LIMITS = { recipient: 70, purpose: 140 } as const;

export interface NbuPaymentDetails {
  recipient: string;
  iban: string;
  /** EDRPOU (8 digits) or RNOKPP (10 digits). */
  recipientCode: string;
  purpose: string;
  /** Whole or with up to two decimals; absent to let the payer type it in the app. */
  amountUah?: number | null;
}

export type NbuPaymentField = "recipient" | "iban" | "recipientCode" | "purpose" | "amountUah";

/** A field the NBU format cannot carry, named so the caller can tell which. */
export class NbuPaymentLinkError extends Error {
  override readonly name = "NbuPaymentLinkError";

  constructor(
    readonly field: NbuPaymentField,
    message: string,
  ) {
    super(message);
  }
}

const LINE_BREAK = /[\r\n]/;

function textField(field: "recipient" | "purpose", value: string, max: number): string {
  const text = value.trim();
  if (text === "") throw new NbuPaymentLinkError(field, `${field} is empty`);
  if (LINE_BREAK.test(text)) throw new NbuPaymentLinkError(field, `${field} holds a line break`);
  // Characters, not UTF-16 units: the limit is the format's, in letters.
  if ([...text].length > max) {
    throw new NbuPaymentLinkError(field, `${field} is longer than ${max} characters`);
  }
  return text;
}

/** `UAH100.00`: the amount with two decimals and a dot, or empty without an amount. */
export function formatNbuAmount(amountUah: number | null | undefined): string {
  if (amountUah === null || amountUah === undefined) return "";
  if (!Number.isFinite(amountUah) || amountUah <= 0) {
    throw new NbuPaymentLinkError("amountUah", "the amount must be above zero");
  }
  const kopiykas = Math.round(amountUah * 100);
  // Binary fractions: 50.1 * 100 is 5009.999…, so compare with a tolerance.
  if (Math.abs(amountUah * 100 - kopiykas) > 1e-6) {
    throw new NbuPaymentLinkError("amountUah", "the amount has more than two decimals");
  }
  return `UAH${(kopiykas / 100).toFixed(2)}`;
}

/** The 13 lines of the version 002 payload, in the format's order. */
export function nbuPaymentLines(details: NbuPaymentDetails): string[] {
  const recipient = textField("recipient", details.recipient, NBU_LIMITS.recipient);
  const iban = details.iban.replace(/\s+/g, "").toUpperCase();
  if (!/^UA\d{27}$/.test(iban)) {
    throw new NbuPaymentLinkError("iban", "the IBAN must be UA and 27 digits");
  }
  const recipientCode = details.recipientCode.trim();
  if (!/^(\d{8}|\d{10})$/.test(recipientCode)) {
    throw new NbuPaymentLinkError("recipientCode", "the recipient code must be 8 or 10 digits");
  }
  const purpose = textField("purpose", details.purpose, NBU_LIMITS.purpose);
  return [
    "BCD", // service tag
    "002", // format version
    "1", // encoding: UTF-8
    "UCT", // function: credit transfer
    "", // BIC, not used in Ukraine
    recipient,
    iban,
    formatNbuAmount(details.amountUah),
    recipientCode,
    "", // reserved
    "", // reserved
    purpose,
    "", // display text
  ];
}

/** RFC 4648 base64url without padding of a text's UTF-8 bytes, in the browser as on Node. */
export function base64UrlUtf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * `https://bank.gov.ua/qr/` + base64url of the lines joined by CRLF (Privat24 is reported to
 * reject a bare LF). Throws NbuPaymentLinkError when a field breaks the format's limits.
 */
export function buildNbuPaymentLink(details: NbuPaymentDetails): string {
  return NBU_QR_BASE + base64UrlUtf8(nbuPaymentLines(details).join("\r\n"));
}
