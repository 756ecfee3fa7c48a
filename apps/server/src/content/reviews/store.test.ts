import { describe, expect, it } from "vitest";
import { itReadsNewestFirst, storeTestBed } from "../../testing/storeTestBed.ts";
import { DATABASE_KINDS } from "../../testing/testSite.ts";
import { createReviewStore } from "./store.ts";

const review = (label: string) => ({
  name_ua: `Оля ${label}`,
  name_en: `Olia ${label}`,
  review_ua: "Дякуємо за екскурсію",
  review_en: "Thank you for the excursion",
});

describe.each(DATABASE_KINDS)("the review store on the %s database", (kind) => {
  const bed = storeTestBed(kind);
  const reviews = () => createReviewStore(bed.db, bed.media, bed.version);

  itReadsNewestFirst(() => ({
    ...reviews(),
    add: (label) => reviews().create(review(label)),
    idOf: (item) => item.id,
  }));

  it("answers a review with exactly its own fields", async () => {
    const id = await reviews().create(review("точно"));
    expect(await reviews().get(id)).toEqual({ id, ...review("точно") });
  });

  it("changes only the fields given", async () => {
    const id = await reviews().create(review("до"));
    expect(await reviews().update(id, { review_en: "Even better" })).toBe(true);
    expect(await reviews().get(id)).toEqual({ id, ...review("до"), review_en: "Even better" });
  });

  it("deletes a review once; a missing one changes nothing", async () => {
    const id = await reviews().create(review("на видалення"));
    expect(await reviews().remove(id)).toBe(true);
    expect(await reviews().get(id)).toBeNull();
    expect(await reviews().remove(id)).toBe(false);
    expect(await reviews().update(id, { name_en: "Nobody" })).toBe(false);
  });
});
