import type { Partner } from "@shelter/contract";
import type { Queryable } from "../../db/database.ts";
import type { MediaStore, StoredVariant } from "../../media/mediaStore.ts";
import { recordReader } from "../recordReader.ts";

type PartnerRow = Pick<Partner, "name" | "link" | "alt_ua" | "alt_en"> & {
  id: number;
  logo_variants: StoredVariant[] | null;
};

export function createPartnerStore(db: Queryable, media: MediaStore) {
  const present = (row: PartnerRow): Partner => {
    const logo = media.present(row.logo_variants);
    return {
      ID: row.id,
      name: row.name,
      link: row.link,
      logo: logo.url,
      logo_variants: logo.variants,
      alt_ua: row.alt_ua,
      alt_en: row.alt_en,
      logo_width: logo.width,
      logo_height: logo.height,
    };
  };
  return recordReader<PartnerRow, Partner>(
    db,
    {
      select:
        "SELECT p.id, p.name, p.link, p.alt_ua, p.alt_en, m.variants AS logo_variants FROM partners p LEFT JOIN media m ON m.id = p.logo_id",
      idColumn: "p.id",
      orderBy: "p.created_at DESC, p.id DESC",
    },
    present,
  );
}

export type PartnerStore = ReturnType<typeof createPartnerStore>;
