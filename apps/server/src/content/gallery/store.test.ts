import { describe, expect, it } from "vitest";
import { itReadsNewestFirst, storeTestBed } from "../../testing/storeTestBed.ts";
import { DATABASE_KINDS } from "../../testing/testSite.ts";
import { createGalleryStore } from "./store.ts";

describe.each(DATABASE_KINDS)("the gallery store on the %s database", (kind) => {
  const bed = storeTestBed(kind);
  const gallery = () => createGalleryStore(bed.db, bed.media, bed.version);

  itReadsNewestFirst(() => ({
    ...gallery(),
    add: async (label) => gallery().create({ alt_ua: label, alt_en: label }, await bed.upload()),
    idOf: (item) => item.ID,
  }));

  it("creates a photo with its texts and its widths", async () => {
    const id = await gallery().create({ alt_ua: "Телята", alt_en: "Calves" }, await bed.upload());
    const photo = await gallery().get(id);
    expect(photo).toMatchObject({ ID: id, id, alt_ua: "Телята", alt_en: "Calves" });
    expect(photo).toMatchObject({ image_width: 640, image_height: 320 });
    expect(photo?.image_url).toMatch(/640\.webp$/);
  });

  it("takes a photo without texts as empty ones", async () => {
    const id = await gallery().create({}, await bed.upload());
    expect(await gallery().get(id)).toMatchObject({ alt_ua: "", alt_en: "" });
  });

  it("moves a photo to the trash, purged later with its files, and says so only once", async () => {
    const files = await bed.upload();
    const id = await gallery().create({}, files);
    expect(await gallery().remove(id)).toBe(true);
    expect(await gallery().get(id)).toBeNull();
    // In the trash the record keeps its file; purged, it goes with it.
    expect(await bed.kept(files)).toBe(true);
    expect(await gallery().remove(id)).toBe(false);
    expect(await gallery().purge(id)).toBe(true);
    expect(await bed.kept(files)).toBe(false);
    expect(await gallery().purge(id)).toBe(false);
  });

  it("removes the files of a photo whose row could not be written", async () => {
    const files = await bed.upload();
    // PostgreSQL refuses a NUL character in text: the transaction fails after the upload's row.
    await expect(gallery().create({ alt_en: "\u0000" }, files)).rejects.toThrow();
    expect(await bed.kept(files)).toBe(false);
  });
});
