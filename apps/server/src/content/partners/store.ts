import type { Partner } from "@shelter/contract";
import type { Partners } from "../../db/schema.generated.ts";
import { recordReader, selectWithUpload, type UploadRow } from "../recordReader.ts";
import { pickColumns, recordWriter } from "../recordWriter.ts";
import type { StoreContext } from "../storeContext.ts";

/** A partner's own columns; its logo goes to storage and `media`. */
const COLUMNS = [
  "name",
  "name_en",
  "link",
  "alt_ua",
  "alt_en",
] as const satisfies readonly (keyof Partners)[];

/** The shelter's partners, newest first, each with its logo. */
export function createPartnerStore(context: StoreContext) {
  const { db, media } = context;
  const select = () => selectWithUpload(db, "partners", "logo_id");
  const present = (row: UploadRow<"partners">): Partner => {
    const logo = media.present(row.upload_variants);
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

  const writer = recordWriter(context, {
    table: "partners",
    entity: "partners",
    columns: COLUMNS,
    upload: "logo_id",
    tracksUpdates: true,
  });

  return { ...reader, ...writer };
}

export type PartnerStore = ReturnType<typeof createPartnerStore>;
