import { DEMO_SITE_SETTINGS, siteSettingsInputSchema } from "@shelter/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminToken,
  DATABASE_KINDS,
  startTestSite,
  type TestSite,
} from "../../testing/testSite.ts";

const NEW_SETTINGS = {
  ...DEMO_SITE_SETTINGS,
  recipient: "ГО «Буша: дім для корів»",
  iban: "UA09 3052 9900 0002 6004 0123 4567 8",
  recipient_code: "1234567890",
  purpose: "Благодійний внесок на корм",
  privatbank_card: "4111 1111 1111 1111",
  monobank_card: "5375 4141 0000 0008",
  paypal: "donate@busha.example",
  transfer_payee_ua: "Петренко Олена",
  transfer_payee_en: "Olena Petrenko",
  swift_code: "pbanua2x",
  facebook_url: "https://www.facebook.com/busha.cows",
  instagram_url: "https://www.instagram.com/busha.cows",
};

describe.each(DATABASE_KINDS)("site settings on the %s database", (kind) => {
  let site: TestSite;
  let token: string;

  beforeAll(async () => {
    site = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    token = await adminToken(site);
  }, 60_000);

  afterAll(async () => {
    await site?.destroy();
  });

  const put = (body: unknown, bearer: string | null = token) =>
    fetch(`${site.baseUrl}/api/settings`, {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it("gives demo details that pass the shared schema to anyone", async () => {
    const response = await fetch(`${site.baseUrl}/api/settings`);
    expect(response.status).toBe(200);
    const settings = await response.json();
    expect(siteSettingsInputSchema.safeParse(settings).success).toBe(true);
    // The migrations seed what the contract calls the demo: the back office's warning reads it.
    expect(settings).toEqual(DEMO_SITE_SETTINGS);
  });

  it("stores each payment method's details and the hours of every place", async () => {
    const hours = { days: [6, 7, 1, 2, 3, 4, 5], open: "09:00", close: "19:00" };
    const response = await put({
      ...NEW_SETTINGS,
      monobank_jar_url: "https://send.monobank.ua/jar/2bc3d4e5f6",
      paypal_donate_url: "https://www.paypal.com/donate/?hosted_button_id=ABC123",
      swift_currency: "EUR",
      swift_intermediary: "",
      opening_hours: { contacts: hours, footer: hours, faq: hours },
    });
    expect(response.status).toBe(200);
    const stored = await (await fetch(`${site.baseUrl}/api/settings`)).json();
    const sorted = { days: [1, 2, 3, 4, 5, 6, 7], open: "09:00", close: "19:00" };
    expect(stored).toMatchObject({
      monobank_jar_url: "https://send.monobank.ua/jar/2bc3d4e5f6",
      paypal_donate_url: "https://www.paypal.com/donate/?hosted_button_id=ABC123",
      swift_currency: "EUR",
      swift_intermediary: "",
      opening_hours: { contacts: sorted, footer: sorted, faq: sorted },
    });
  });

  it("refuses hours that close before they open, no days, a Cyrillic SWIFT bank and an unknown currency", async () => {
    const before = await (await fetch(`${site.baseUrl}/api/settings`)).json();
    const response = await put({
      ...NEW_SETTINGS,
      swift_bank_name: "ПриватБанк",
      swift_currency: "UAH",
      monobank_jar_url: "http://send.monobank.ua/jar/1",
      opening_hours: {
        ...DEMO_SITE_SETTINGS.opening_hours,
        footer: { days: [], open: "10:00", close: "18:00" },
        faq: { days: [1], open: "18:00", close: "10:00" },
      },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "swift_bank_name", message: expect.stringContaining("Латиницею") },
        { field: "swift_currency", message: expect.stringContaining("USD, EUR") },
        { field: "monobank_jar_url", message: "Введіть посилання, що починається з https://" },
        { field: "opening_hours.footer.days", message: "Оберіть хоча б один день тижня" },
        {
          field: "opening_hours.faq.close",
          message: "Час закриття має бути пізнішим за час відкриття",
        },
      ]),
    );
    expect(await (await fetch(`${site.baseUrl}/api/settings`)).json()).toEqual(before);
  });

  it("replaces the details for an administrator, stored without spaces", async () => {
    const response = await put(NEW_SETTINGS);
    expect(response.status).toBe(200);
    const stored = await (await fetch(`${site.baseUrl}/api/settings`)).json();
    expect(stored).toMatchObject({
      iban: "UA093052990000026004012345678",
      privatbank_card: "4111111111111111",
      swift_code: "PBANUA2X",
      recipient_code: "1234567890",
    });
  });

  it("refuses a stranger with 401 and changes nothing", async () => {
    const before = await (await fetch(`${site.baseUrl}/api/settings`)).json();
    expect((await put({ ...NEW_SETTINGS, recipient: "Хтось інший" }, null)).status).toBe(401);
    expect(await (await fetch(`${site.baseUrl}/api/settings`)).json()).toEqual(before);
  });

  it("refuses a wrong IBAN checksum and card with the Ukrainian messages", async () => {
    const before = await (await fetch(`${site.baseUrl}/api/settings`)).json();
    const response = await put({
      ...NEW_SETTINGS,
      iban: "UA093052990000026004012345679",
      monobank_card: "5375414100000009",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "iban", message: "Перевірте IBAN: контрольна сума не збігається" },
        { field: "monobank_card", message: "Перевірте номер картки: він не проходить перевірку" },
      ]),
    );
    expect(await (await fetch(`${site.baseUrl}/api/settings`)).json()).toEqual(before);
  });
});
