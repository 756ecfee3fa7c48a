import { describe, expect, it } from "vitest";
import {
  cardBankOf,
  DEMO_SITE_SETTINGS,
  demoPaymentFields,
  isValidIbanChecksum,
  passesLuhn,
  siteSettingsInputSchema,
} from "./settings.ts";

const valid = {
  ...DEMO_SITE_SETTINGS,
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

  it("adds https:// to a link typed without it", () => {
    const parsed = siteSettingsInputSchema.parse({ ...valid, facebook_url: "facebook.com/busha" });
    expect(parsed.facebook_url).toBe("https://facebook.com/busha");
  });

  it("takes the demo settings as valid", () => {
    expect(siteSettingsInputSchema.safeParse(DEMO_SITE_SETTINGS).error).toBeUndefined();
  });

  it("names the demo's payment details still left, and none once they are replaced", () => {
    expect(demoPaymentFields(DEMO_SITE_SETTINGS)).toEqual([
      "iban",
      "recipient_code",
      "privatbank_card",
      "monobank_card",
      "paypal",
      "swift_iban",
    ]);
    expect(
      demoPaymentFields({
        ...DEMO_SITE_SETTINGS,
        iban: "UA093052990000026004012345678",
        recipient_code: "1234567890",
        privatbank_card: "5168752012345670",
        monobank_card: "4441114412345678",
        paypal: "donate@busha.example",
        swift_iban: "UA093052990000026004012345678",
      }),
    ).toEqual([]);
  });

  it("tells a card's bank by its first six digits where they are known", () => {
    expect(cardBankOf("5375 4141 0000 0008")).toBe("monobank");
    expect(cardBankOf("4441114412345678")).toBe("monobank");
    expect(cardBankOf("5168 7520 1234 5670")).toBe("privatbank");
    expect(cardBankOf("4111111111111111")).toBeNull();
    expect(cardBankOf("5375")).toBeNull();
  });

  it("sorts the days of the hours and refuses a closing time before the opening", () => {
    const parsed = siteSettingsInputSchema.parse({
      ...valid,
      opening_hours: {
        ...DEMO_SITE_SETTINGS.opening_hours,
        contacts: { days: [7, 1, 1, 3], open: "09:00", close: "21:00" },
      },
    });
    expect(parsed.opening_hours.contacts.days).toEqual([1, 3, 7]);
    const refused = siteSettingsInputSchema.safeParse({
      ...valid,
      opening_hours: {
        ...DEMO_SITE_SETTINGS.opening_hours,
        faq: { days: [1], open: "25:00", close: "10:00" },
      },
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["opening_hours.faq.open", "Вкажіть час у форматі ГГ:ХХ, наприклад 10:00"],
    ]);
  });
});
