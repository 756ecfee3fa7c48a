import type { Partner } from "@shelter/contract";
import type { Selectable } from "kysely";
import type { ContentVersion } from "../../db/contentVersion.ts";
import type { Database } from "../../db/database.ts";
import type { Partners } from "../../db/schema.generated.ts";
import type { MediaStore, StoredVariant } from "../../media/mediaStore.ts";
import { recordReader } from "../recordReader.ts";
import { pickColumns, recordWriter } from "../recordWriter.ts";

type PartnerRow = Selectable<Partners> & { logo_variants: StoredVariant[] | null };

/** A partner's own columns; its logo goes to storage and `media`. */
const COLUMNS = [
  "name",
  "name_en",
  "link",
  "alt_ua",
  "alt_en",
] as const satisfies readonly (keyof Partners)[];

/** The shelter's partners, newest first, each with its logo. */
export function createPartnerStore(
  db: Database,
  media: MediaStore,
  version: Pick<ContentVersion, "changed">,
) {
  const select = () =>
    db.kysely
      .selectFrom("partners")
      .leftJoin("media", "media.id", "partners.logo_id")
      .selectAll("partners")
      .select("media.variants as logo_variants");
  const present = (row: PartnerRow): Partner => {
    const logo = media.present(row.logo_variants);
    return {
      ID: row.id,
      ...pickColumns(row, COLUMNS),
      logo: logo.url,
      logo_variants: logo.variants,
      logo_width: logo.width,
      logo_height: logo.height,
    };
  };
  const reader = recordReader(db, { table: "partners", select }, present);

  const writer = recordWriter(db, media, version, {
    table: "partners",
    entity: "partners",
    columns: COLUMNS,
    upload: "logo_id",
    tracksUpdates: true,
  });

  return { ...reader, ...writer };
}

export type PartnerStore = ReturnType<typeof createPartnerStore>;
