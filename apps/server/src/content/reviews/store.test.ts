import { expect, it } from "vitest";
import { describeStore, itAnswersRecordsAsStored } from "../../testing/storeTestBed.ts";
import { createReviewStore } from "./store.ts";

const review = (label: string) => ({
  name_ua: `Оля ${label}`,
  name_en: `Olia ${label}`,
  review_ua: "Дякуємо за екскурсію",
  review_en: "Thank you for the excursion",
});

describeStore("the review store", createReviewStore, (reviews) => {
  itAnswersRecordsAsStored("review", reviews, review);

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
