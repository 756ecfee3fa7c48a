import type { SiteSettings } from "@shelter/contract";
import { sql } from "kysely";
import type { ContentVersion } from "../../db/contentVersion.ts";
import type { Database } from "../../db/database.ts";
import { contentTransaction, pickColumns } from "../recordWriter.ts";

const COLUMNS = [
  "recipient",
  "recipient_en",
  "iban",
  "recipient_code",
  "purpose",
  "purpose_en",
  "privatbank_card",
  "monobank_card",
  "monobank_jar_url",
  "paypal",
  "paypal_donate_url",
  "transfer_payee_ua",
  "transfer_payee_en",
  "transfer_city_ua",
  "transfer_city_en",
  "transfer_country_ua",
  "transfer_country_en",
  "swift_beneficiary",
  "swift_iban",
  "swift_currency",
  "swift_bank_name",
  "swift_bank_address",
  "swift_code",
  "swift_intermediary",
  "opening_hours",
  "facebook_url",
  "instagram_url",
] as const satisfies readonly (keyof SiteSettings)[];

/** The one row of payment details and social links. */
export function createSettingsStore(db: Database, version: Pick<ContentVersion, "changed">) {
  return {
    async get(): Promise<SiteSettings | null> {
      const row = await db.kysely
        .selectFrom("site_settings")
        .select(COLUMNS)
        .where("id", "=", 1)
        .executeTakeFirst();
      return row ?? null;
    },
    async replace(settings: SiteSettings): Promise<SiteSettings> {
      // The hours go in as JSON text: pg would send an object's arrays as PostgreSQL arrays.
      const values = {
        ...pickColumns(settings, COLUMNS),
        opening_hours: JSON.stringify(settings.opening_hours),
      };
      return contentTransaction(db, version, (tx) =>
        tx.kysely
          .insertInto("site_settings")
          .values({ id: 1, ...values })
          .onConflict((conflict) =>
            conflict.column("id").doUpdateSet({ ...values, updated_at: sql`now()` }),
          )
          .returning(COLUMNS)
          .executeTakeFirstOrThrow(),
      );
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
