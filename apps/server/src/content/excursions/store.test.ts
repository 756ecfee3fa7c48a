import { expect, it } from "vitest";
import {
  describeStore,
  expectTrashedThenPurged,
  itReadsNewestFirst,
} from "../../testing/storeTestBed.ts";
import { createExcursionStore } from "./store.ts";

const excursion = (label: string) => ({
  title_ua: `Екскурсія ${label}`,
  title_en: `Excursion ${label}`,
  description_ua: "Опис",
  description_en: "What it is",
  amount_of_persons: 12,
  time_from: 60,
  time_to: 90,
});

describeStore("the excursion store", createExcursionStore, (excursions, bed) => {
  itReadsNewestFirst(() => ({
    ...excursions(),
    add: async (label) => excursions().create(excursion(label), await bed.upload()),
    idOf: (item) => item.ID,
  }));

  it("creates an excursion with its numbers and photo", async () => {
    const id = await excursions().create(excursion("нова"), await bed.upload());
    expect(await excursions().get(id)).toMatchObject({
      ID: id,
      title_en: "Excursion нова",
      amount_of_persons: 12,
      time_from: 60,
      time_to: 90,
      image_width: 640,
    });
  });

  it("changes only the fields given, and the photo, keeping the old one for the excursion's history", async () => {
    const old = await bed.upload();
    const id = await excursions().create(excursion("стара"), old);
    expect(await excursions().update(id, { time_to: 120 })).toBe(true);
    expect(await excursions().get(id)).toMatchObject({ time_from: 60, time_to: 120 });
    expect(await bed.kept(old)).toBe(true);

    const replacement = await bed.upload();
    expect(await excursions().update(id, { title_ua: "Інша" }, replacement)).toBe(true);
    expect(await excursions().get(id)).toMatchObject({
      title_ua: "Інша",
      title_en: "Excursion стара",
    });
    expect(await bed.kept(old)).toBe(true);
    expect(await bed.kept(replacement)).toBe(true);
  });

  it("moves an excursion to the trash, purged later with its photo; a missing one changes nothing", async () => {
    const photo = await bed.upload();
    const id = await excursions().create(excursion("на видалення"), photo);
    await expectTrashedThenPurged(bed, excursions(), id, photo);
    expect(await excursions().update(id, { time_to: 100 })).toBe(false);
  });
});
