import { expect, it } from "vitest";
import {
  describeStore,
  expectTrashedThenPurged,
  itReadsNewestFirst,
} from "../../testing/storeTestBed.ts";
import { createGalleryStore } from "./store.ts";

describeStore("the gallery store", createGalleryStore, (gallery, bed) => {
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
    await expectTrashedThenPurged(bed, gallery(), id, files);
  });

  it("removes the files of a photo whose row could not be written", async () => {
    const files = await bed.upload();
    // PostgreSQL refuses a NUL character in text: the transaction fails after the upload's row.
    await expect(gallery().create({ alt_en: "\u0000" }, files)).rejects.toThrow();
    expect(await bed.kept(files)).toBe(false);
  });
});
