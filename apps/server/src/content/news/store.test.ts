import { describe, expect, it } from "vitest";
import { itReadsNewestFirst, storeTestBed } from "../../testing/storeTestBed.ts";
import { DATABASE_KINDS } from "../../testing/testSite.ts";
import { createNewsStore } from "./store.ts";

const post = (label: string) => ({
  title_ua: `Новина ${label}`,
  title_en: `News ${label}`,
  subtitle_ua: "Підзаголовок",
  subtitle_en: "Subtitle",
  content_ua: "Текст новини",
  content_en: "The news itself",
});

describe.each(DATABASE_KINDS)("the news store on the %s database", (kind) => {
  const bed = storeTestBed(kind);
  const news = () => createNewsStore(bed.db, bed.media, bed.version);

  itReadsNewestFirst(() => ({
    ...news(),
    add: (label) => news().create(post(label)),
    idOf: (item) => item.ID,
  }));

  it("creates a post with its photo and answers it with id and ID alike", async () => {
    const photo = await bed.upload();
    const id = await news().create({ ...post("з фото"), alt_ua: "Корова", alt_en: "A cow" }, photo);
    const created = await news().get(id);
    expect(created).toMatchObject({
      ID: id,
      id,
      title_en: "News з фото",
      alt_ua: "Корова",
      alt_en: "A cow",
      image_width: 640,
      image_height: 320,
    });
    expect(created?.image_variants.map((variant) => variant.width)).toEqual([320, 640]);
    expect(created?.image_url).toBe(created?.image_variants[1]?.url);
  });

  it("replaces the texts and the photo, keeping the old photo for the post's history", async () => {
    const old = await bed.upload();
    const id = await news().create(post("стара"), old);
    const replacement = await bed.upload();
    expect(await news().update(id, post("нова"), replacement)).toBe(true);
    expect(await news().get(id)).toMatchObject({ title_ua: "Новина нова" });
    expect(await bed.kept(old)).toBe(true);
    expect(await bed.kept(replacement)).toBe(true);

    expect(await news().update(id, post("без фото"))).toBe(true);
    expect(await bed.kept(replacement)).toBe(true);
    // Purged from the trash, the post takes every photo its versions had with it.
    expect(await news().remove(id)).toBe(true);
    expect(await news().purge(id)).toBe(true);
    expect(await bed.kept(old)).toBe(false);
    expect(await bed.kept(replacement)).toBe(false);
  });

  it("moves a post to the trash, purged later with its photo, and says so only once", async () => {
    const photo = await bed.upload();
    const id = await news().create(post("на видалення"), photo);
    expect(await news().remove(id)).toBe(true);
    expect(await news().get(id)).toBeNull();
    // In the trash the record keeps its file; purged, it goes with it.
    expect(await bed.kept(photo)).toBe(true);
    expect(await news().remove(id)).toBe(false);
    expect(await news().purge(id)).toBe(true);
    expect(await bed.kept(photo)).toBe(false);
    expect(await news().purge(id)).toBe(false);
  });

  it("changes nothing for a missing post and removes the photo sent with it", async () => {
    const photo = await bed.upload();
    expect(await news().update(2_147_483_647, post("нікому"), photo)).toBe(false);
    expect(await bed.kept(photo)).toBe(false);
  });
});
