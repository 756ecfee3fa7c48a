import { describe, expect, it } from "vitest";
import {
  base64UrlUtf8,
  buildNbuPaymentLink,
  NBU_QR_BASE,
  type NbuPaymentDetails,
  NbuPaymentLinkError,
} from "./nbuPaymentLink.ts";

const details: NbuPaymentDetails = {
  recipient: "БФ «Притулок для корів у Буші»",
  iban: "UA433052990000026201234567890",
  recipientCode: "12345678",
  purpose: "Поповнення рахунку банки",
  amountUah: 100,
};

/** The payload's text, decoded the way a banking app reads it. */
function decodedText(link: string): string {
  expect(link.startsWith(NBU_QR_BASE)).toBe(true);
  return Buffer.from(link.slice(NBU_QR_BASE.length), "base64url").toString("utf8");
}

function decodedLines(link: string): string[] {
  return decodedText(link).split("\r\n");
}

function failureField(change: Partial<NbuPaymentDetails>): string | undefined {
  try {
    buildNbuPaymentLink({ ...details, ...change });
  } catch (error) {
    if (error instanceof NbuPaymentLinkError) return error.field;
    throw error;
  }
  return undefined;
}

describe("buildNbuPaymentLink", () => {
  it("puts the 13 lines of version 002 in the format's order", () => {
    expect(decodedLines(buildNbuPaymentLink(details))).toEqual([
      "BCD",
      "002",
      "1",
      "UCT",
      "",
      "БФ «Притулок для корів у Буші»",
      "UA433052990000026201234567890",
      "UAH100.00",
      "12345678",
      "",
      "",
      "Поповнення рахунку банки",
      "",
    ]);
  });

  it("joins the lines with CRLF and never with a bare LF", () => {
    const text = decodedText(buildNbuPaymentLink(details));
    expect(text.split("\r\n")).toHaveLength(13);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("encodes Cyrillic as UTF-8 bytes that decode back to the same text", () => {
    const link = buildNbuPaymentLink(details);
    const bytes = Buffer.from(link.slice(NBU_QR_BASE.length), "base64url");
    // "П" is two bytes in UTF-8: D0 9F.
    expect(bytes.includes(Buffer.from([0xd0, 0x9f]))).toBe(true);
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toContain(
      "Поповнення рахунку банки",
    );
  });

  it("uses the base64url alphabet without padding", () => {
    // Bytes chosen so that standard base64 would need "+", "/" and "=".
    expect(base64UrlUtf8("\u00fb\u00ff")).toBe("w7vDvw");
    expect(base64UrlUtf8("~~~?")).toBe("fn5-Pw");
    expect(base64UrlUtf8("??>")).toBe("Pz8-");
    expect(base64UrlUtf8("???")).toBe("Pz8_");
    const link = buildNbuPaymentLink(details);
    expect(link.slice(NBU_QR_BASE.length)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("writes the amount with two decimals and a dot, or an empty line without one", () => {
    const amountLine = (amountUah: number | null | undefined) =>
      decodedLines(buildNbuPaymentLink({ ...details, amountUah }))[7];
    expect(amountLine(100)).toBe("UAH100.00");
    expect(amountLine(50.5)).toBe("UAH50.50");
    expect(amountLine(0.01)).toBe("UAH0.01");
    expect(amountLine(100000)).toBe("UAH100000.00");
    expect(amountLine(undefined)).toBe("");
    expect(amountLine(null)).toBe("");
  });

  it("refuses an amount of zero or less, or with more than two decimals", () => {
    expect(failureField({ amountUah: 0 })).toBe("amountUah");
    expect(failureField({ amountUah: -5 })).toBe("amountUah");
    expect(failureField({ amountUah: 10.005 })).toBe("amountUah");
    expect(failureField({ amountUah: Number.NaN })).toBe("amountUah");
    expect(failureField({ amountUah: 50.1 })).toBeUndefined();
  });

  it("takes a recipient of up to 70 characters and refuses a longer one", () => {
    expect(failureField({ recipient: "Б".repeat(70) })).toBeUndefined();
    expect(failureField({ recipient: "Б".repeat(71) })).toBe("recipient");
    expect(failureField({ recipient: "  " })).toBe("recipient");
  });

  it("takes a purpose of up to 140 characters and refuses a longer one", () => {
    expect(failureField({ purpose: "ї".repeat(140) })).toBeUndefined();
    expect(failureField({ purpose: "ї".repeat(141) })).toBe("purpose");
  });

  it("refuses a line break inside a field, which would shift every line after it", () => {
    expect(failureField({ purpose: "first\r\nsecond" })).toBe("purpose");
    expect(failureField({ recipient: "first\nsecond" })).toBe("recipient");
  });

  it("takes only a Ukrainian IBAN of UA and 27 digits", () => {
    expect(failureField({ iban: "UA43 3052 9900 0002 6201 2345 6789 0" })).toBeUndefined();
    expect(failureField({ iban: "UA43305299000002620123456789" })).toBe("iban");
    expect(failureField({ iban: "PL43305299000002620123456789" })).toBe("iban");
    expect(failureField({ iban: "DE89370400440532013000" })).toBe("iban");
  });

  it("takes a recipient code of 8 or 10 digits only", () => {
    expect(failureField({ recipientCode: "1234567890" })).toBeUndefined();
    expect(failureField({ recipientCode: "1234567" })).toBe("recipientCode");
    expect(failureField({ recipientCode: "123456789" })).toBe("recipientCode");
    expect(failureField({ recipientCode: "1234567a" })).toBe("recipientCode");
  });
});
