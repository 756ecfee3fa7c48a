import type { Excursion, excursionCreateSchema } from "@shelter/contract";
import type { z } from "zod";
import type { Excursions } from "../../db/schema.generated.ts";
import type { StoredFiles } from "../../media/mediaStore.ts";
import type { Author } from "../history/history.ts";
import { presentImage } from "../presenters.ts";
import { recordReader, selectWithUpload, type UploadRow } from "../recordReader.ts";
import { type OnMade, pickColumns, recordWriter } from "../recordWriter.ts";
import type { StoreContext } from "../storeContext.ts";

/** The photo goes to storage first (the route does it) and comes as `StoredFiles`. */
type ExcursionInput = Omit<z.output<typeof excursionCreateSchema>, "image_data">;
/** An excursion's own columns; its photo goes to storage and `media`. */
const COLUMNS = [
  "title_ua",
  "title_en",
  "description_ua",
  "description_en",
  "amount_of_persons",
  "time_from",
  "time_to",
  "alt_ua",
  "alt_en",
] as const satisfies readonly (keyof Excursions)[];

/** The excursions the farm offers, newest first, each with its photo. */
export function createExcursionStore(context: StoreContext) {
  const { db, media } = context;
  const select = () => selectWithUpload(db, "excursions", "image_id");
  const present = (row: UploadRow<"excursions">): Excursion => ({
    ID: row.id,
    ...pickColumns(row, COLUMNS),
    ...presentImage(media, row),
  });
  const reader = recordReader(db, { table: "excursions", select }, present);

  const writer = recordWriter(context, {
    table: "excursions",
    entity: "excursions",
    columns: COLUMNS,
    upload: "image_id",
    tracksUpdates: true,
  });
  return {
    ...reader,
    ...writer,
    /** The new excursion's id. */
    create: (input: ExcursionInput, photo?: StoredFiles, by?: Author, onMade?: OnMade) =>
      writer.create(
        {
          ...input,
          // The schema has filled them from the Ukrainian texts; its type cannot say so.
          title_en: input.title_en ?? input.title_ua,
          description_en: input.description_en ?? input.description_ua,
        },
        photo,
        by,
        onMade,
      ),
  };
}

export type ExcursionStore = ReturnType<typeof createExcursionStore>;
