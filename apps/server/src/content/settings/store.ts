import type { SiteSettings } from "@shelter/contract";
import type { ContentVersion } from "../../db/contentVersion.ts";
import type { Queryable } from "../../db/database.ts";

const COLUMNS = [
  "recipient",
  "iban",
  "recipient_code",
  "purpose",
  "privatbank_card",
  "monobank_card",
  "paypal",
  "transfer_payee_ua",
  "transfer_payee_en",
  "swift_code",
  "facebook_url",
  "instagram_url",
] as const satisfies readonly (keyof SiteSettings)[];

/** The one row of payment details and social links. */
export function createSettingsStore(db: Queryable, version: Pick<ContentVersion, "changed">) {
  return {
    async get(): Promise<SiteSettings | null> {
      const [row] = await db.query<SiteSettings>(
        `SELECT ${COLUMNS.join(", ")} FROM site_settings WHERE id = 1`,
      );
      return row ?? null;
    },
    async replace(settings: SiteSettings): Promise<SiteSettings> {
      const values = COLUMNS.map((column) => settings[column]);
      const placeholders = COLUMNS.map((_, index) => `$${index + 1}`).join(", ");
      const updates = COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(", ");
      const [row] = await db
        .query<SiteSettings>(
          `INSERT INTO site_settings (id, ${COLUMNS.join(", ")}) VALUES (1, ${placeholders})
         ON CONFLICT (id) DO UPDATE SET ${updates}, updated_at = now()
         RETURNING ${COLUMNS.join(", ")}`,
          values,
        )
        .finally(() => version.changed());
      if (!row) throw new Error("site_settings upsert returned no row");
      return row;
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
