import type { SiteSettings } from "@shelter/contract";
import { sql } from "kysely";
import type { ContentVersion } from "../../db/contentVersion.ts";
import type { Database, Queryable } from "../../db/database.ts";
import { type Author, recordHistory } from "../history/history.ts";
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

/** The one row of payment details and social links; each save is a version in its history. */
export function createSettingsStore(db: Database, version: Pick<ContentVersion, "changed">) {
  /** Writes the row and its version in one transaction; the row as saved. */
  const save = (settings: SiteSettings, action: "update" | "restore", by?: Author) =>
    contentTransaction(db, version, async (tx) => {
      const before = await currentRow(tx);
      // The hours go in as JSON text: pg would send an object's arrays as PostgreSQL arrays.
      const values = {
        ...pickColumns(settings, COLUMNS),
        opening_hours: JSON.stringify(settings.opening_hours),
      };
      const after = await tx.kysely
        .insertInto("site_settings")
        .values({ id: 1, ...values })
        .onConflict((conflict) =>
          conflict.column("id").doUpdateSet({ ...values, updated_at: sql`now()` }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordHistory(tx, {
        entity: "settings",
        recordId: 1,
        action: before ? action : "create",
        author: by,
        before: before ?? null,
        after,
      });
      return pickColumns(after, COLUMNS);
    });

  return {
    async get(): Promise<SiteSettings | null> {
      const row = await db.kysely
        .selectFrom("site_settings")
        .select(COLUMNS)
        .where("id", "=", 1)
        .executeTakeFirst();
      return row ?? null;
    },
    replace: (settings: SiteSettings, by?: Author) => save(settings, "update", by),
    /** Brings back the settings of one version of their history, as a new version. */
    restore: (snapshot: Record<string, unknown>, by?: Author) =>
      save(pickColumns(snapshot as SiteSettings, COLUMNS), "restore", by),
  };
}

/** The settings row as stored, locked for the write; undefined before any is. */
function currentRow(tx: Queryable) {
  return tx.kysely
    .selectFrom("site_settings")
    .selectAll()
    .where("id", "=", 1)
    .forUpdate()
    .executeTakeFirst();
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
