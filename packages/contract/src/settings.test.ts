import { describe, expect, it } from "vitest";
import { isValidIbanChecksum, passesLuhn, siteSettingsInputSchema } from "./settings.ts";

const valid = {
  recipient: "БФ Притулок для корів Буша",
  iban: "UA21 3223 1300 0002 6007 2335 6600 1",
  recipient_code: "12345678",
  purpose: "Поповнення рахунку банки",
  privatbank_card: "4111 1111 1111 1111",
  monobank_card: "5375414100000008",
  paypal: "help@example.org",
  transfer_payee_ua: "Іваненко Іван",
  transfer_payee_en: "Ivan Ivanenko",
  swift_code: "PBANUA2X",
  facebook_url: "https://www.facebook.com/example",
  instagram_url: "https://www.instagram.com/example",
};

describe("site settings rules", () => {
  it("checks IBANs by ISO 13616 mod-97", () => {
    expect(isValidIbanChecksum("UA213223130000026007233566001")).toBe(true);
    expect(isValidIbanChecksum("UA213223130000026007233566002")).toBe(false);
  });

  it("checks card numbers by Luhn", () => {
    expect(passesLuhn("4111111111111111")).toBe(true);
    expect(passesLuhn("4111111111111112")).toBe(false);
  });

  it("accepts valid details and stores them without spaces", () => {
    const parsed = siteSettingsInputSchema.parse(valid);
    expect(parsed.iban).toBe("UA213223130000026007233566001");
    expect(parsed.privatbank_card).toBe("4111111111111111");
  });

  it("refuses a line break in the recipient and the purpose, which would void the QR code", () => {
    const result = siteSettingsInputSchema.safeParse({
      ...valid,
      recipient: "БФ Притулок\nдля корів",
      purpose: "Поповнення\r\nрахунку",
      transfer_payee_en: "Ivan\u2028Ivanenko",
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["recipient", "Поле має бути в один рядок"],
      ["purpose", "Поле має бути в один рядок"],
      ["transfer_payee_en", "Поле має бути в один рядок"],
    ]);
  });

  it("refuses a wrong IBAN, code, card and link with Ukrainian messages", () => {
    const result = siteSettingsInputSchema.safeParse({
      ...valid,
      iban: "UA213223130000026007233566002",
      recipient_code: "1234567",
      monobank_card: "5375414100000009",
      facebook_url: "http://facebook.com/x",
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(fields).toEqual([
      ["iban", "Перевірте IBAN: контрольна сума не збігається"],
      ["recipient_code", "Код ЄДРПОУ має 8 цифр, РНОКПП — 10 цифр"],
      ["monobank_card", "Перевірте номер картки: він не проходить перевірку"],
      ["facebook_url", "Введіть посилання, що починається з https://"],
    ]);
  });
});
