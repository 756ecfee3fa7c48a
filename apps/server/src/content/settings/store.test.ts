import { DEMO_SITE_SETTINGS } from "@shelter/contract";
import { describe, expect, it } from "vitest";
import { storeTestBed } from "../../testing/storeTestBed.ts";
import { DATABASE_KINDS } from "../../testing/testSite.ts";
import { createSettingsStore } from "./store.ts";

const SETTINGS = {
  ...DEMO_SITE_SETTINGS,
  recipient: "ГО «Буша: дім для корів»",
  iban: "UA093052990000026004012345678",
  recipient_code: "1234567890",
  purpose: "Благодійний внесок на корм",
  privatbank_card: "4111111111111111",
  monobank_card: "5375414100000008",
  paypal: "donate@busha.example",
  transfer_payee_ua: "Петренко Олена",
  transfer_payee_en: "Olena Petrenko",
  swift_code: "PBANUA2X",
  facebook_url: "https://www.facebook.com/busha.cows",
  instagram_url: "https://www.instagram.com/busha.cows",
  opening_hours: {
    ...DEMO_SITE_SETTINGS.opening_hours,
    footer: { days: [1, 2, 3, 4, 5, 6], open: "09:30", close: "17:00" },
  },
};

describe.each(DATABASE_KINDS)("the settings store on the %s database", (kind) => {
  const bed = storeTestBed(kind);
  const settings = () => createSettingsStore(bed.db, bed.version);

  it("reads the demo values the migration stores", async () => {
    expect(await settings().get()).toEqual(DEMO_SITE_SETTINGS);
  });

  it("replaces the one row, answers it as stored, and reads it back", async () => {
    expect(await settings().replace(SETTINGS)).toEqual(SETTINGS);
    expect(await settings().get()).toEqual(SETTINGS);
    const changed = { ...SETTINGS, paypal: "help@busha.example" };
    expect(await settings().replace(changed)).toEqual(changed);
    expect(await settings().get()).toEqual(changed);
  });

  it("answers null once the row is gone, and stores it again", async () => {
    await bed.db.kysely.deleteFrom("site_settings").execute();
    expect(await settings().get()).toBeNull();
    expect(await settings().replace(SETTINGS)).toEqual(SETTINGS);
  });

  it("tells the content version of every replacement, with the version it made on PostgreSQL", async () => {
    const told: (number | undefined)[] = [];
    const store = createSettingsStore(bed.db, { changed: async (made) => void told.push(made) });
    await store.replace(SETTINGS);
    expect(told).toEqual([kind === "postgres" ? expect.any(Number) : undefined]);
  });
});
