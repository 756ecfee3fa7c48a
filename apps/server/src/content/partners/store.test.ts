import { expect, it } from "vitest";
import {
  describeStore,
  expectTrashedThenPurged,
  itReadsNewestFirst,
} from "../../testing/storeTestBed.ts";
import { createPartnerStore } from "./store.ts";

const partner = (label: string) => ({
  name: `Партнер ${label}`,
  link: "https://partner.example.org/",
});

describeStore("the partner store", createPartnerStore, (partners, bed) => {
  itReadsNewestFirst(() => ({
    ...partners(),
    add: async (label) => partners().create(partner(label), await bed.upload()),
    idOf: (item) => item.ID,
  }));

  it("answers a partner's logo by its own names", async () => {
    const id = await partners().create(
      { ...partner("з логотипом"), alt_ua: "Логотип", alt_en: "Logo" },
      await bed.upload(),
    );
    const created = await partners().get(id);
    expect(created).toMatchObject({ ID: id, alt_en: "Logo", logo_width: 640, logo_height: 320 });
    expect(created?.logo).toBe(created?.logo_variants[1]?.url);
  });

  it("changes the name alone, then the logo, keeping the old one for the partner's history", async () => {
    const old = await bed.upload();
    const id = await partners().create(partner("старий"), old);
    expect(await partners().update(id, { name: "Новий партнер" })).toBe(true);
    expect(await partners().get(id)).toMatchObject({ name: "Новий партнер" });
    expect(await bed.kept(old)).toBe(true);

    const replacement = await bed.upload();
    expect(await partners().update(id, {}, replacement)).toBe(true);
    expect(await bed.kept(old)).toBe(true);
    expect(await bed.kept(replacement)).toBe(true);
  });

  it("keeps a partner's English name, empty until one is given", async () => {
    const id = await partners().create(partner("без англійської назви"), await bed.upload());
    expect(await partners().get(id)).toMatchObject({ name_en: "" });
    expect(await partners().update(id, { name_en: "Healthy Life Space" })).toBe(true);
    expect(await partners().get(id)).toMatchObject({
      name: "Партнер без англійської назви",
      name_en: "Healthy Life Space",
    });
  });

  it("moves a partner to the trash, purged later with its logo; a missing one changes nothing", async () => {
    const logo = await bed.upload();
    const id = await partners().create(partner("на видалення"), logo);
    await expectTrashedThenPurged(bed, partners(), id, logo);
    const unused = await bed.upload();
    expect(await partners().update(id, { name: "Нікого" }, unused)).toBe(false);
    expect(await bed.kept(unused)).toBe(false);
  });
});
