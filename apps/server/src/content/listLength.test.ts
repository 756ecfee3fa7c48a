import { MAX_LIST_LENGTH, PAGE_REVIEWS_LIMIT } from "@shelter/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";

describe.each(DATABASE_KINDS)("lists longer than one answer, on %s", (kind) => {
  let test: TestSite;
  const count = MAX_LIST_LENGTH + 1;

  beforeAll(async () => {
    test = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    // Before any read, so that no answer is cached yet.
    await test.site.db.query(
      `INSERT INTO reviews (name_ua, name_en, review_ua, review_en, created_at)
       SELECT 'Відвідувач ' || i, 'Visitor ' || i, 'Відгук', 'Review', now() - make_interval(mins => $1 - i)
       FROM generate_series(1, $1::int) AS i`,
      [count],
    );
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it("answers a list call with the newest records only, and pages to every one", async () => {
    const list = (await (await fetch(`${test.baseUrl}/api/reviews`)).json()) as {
      name_en: string;
    }[];
    expect(list).toHaveLength(MAX_LIST_LENGTH);
    expect(list[0]?.name_en).toBe(`Visitor ${count}`);
    expect(list.at(-1)?.name_en).toBe("Visitor 2");

    const lastPage = (await (
      await fetch(`${test.baseUrl}/api/reviews/pagination?page=2&limit=${MAX_LIST_LENGTH}`)
    ).json()) as { reviews: { name_en: string }[]; totalLength: number };
    expect(lastPage.totalLength).toBe(count);
    expect(lastPage.reviews.map((review) => review.name_en)).toEqual(["Visitor 1"]);
  });

  it("embeds only the newest reviews in the page", async () => {
    const html = await (await fetch(`${test.baseUrl}/en`)).text();
    const embedded = html.match(/Visitor \d+/g) ?? [];
    expect(new Set(embedded).size).toBe(PAGE_REVIEWS_LIMIT);
    expect(embedded).toContain(`Visitor ${count}`);
  });
});
