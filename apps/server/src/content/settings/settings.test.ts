import { siteSettingsInputSchema } from "@shelter/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminToken,
  DATABASE_KINDS,
  startTestSite,
  type TestSite,
} from "../../testing/testSite.ts";

const NEW_SETTINGS = {
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
