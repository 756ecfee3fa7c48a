import { describe, expect, it } from "vitest";
import { kyivLocalTime, kyivLocalToIso, newsInputSchema } from "./news.ts";

const post = {
  title_ua: "Нові телята",
  title_en: "New calves",
  subtitle_ua: "Двоє телят",
  subtitle_en: "Two calves",
  content_ua: "Мама і малюки почуваються добре.",
  content_en: "The mother and the babies are well.",
};

describe("news publishing rules", () => {
  it("reads a Kyiv wall-clock time in winter and in summer", () => {
    expect(kyivLocalToIso("2026-12-01T12:00")).toBe("2026-12-01T10:00:00.000Z");
    expect(kyivLocalToIso("2027-07-01T12:00")).toBe("2027-07-01T09:00:00.000Z");
    expect(kyivLocalTime("2027-07-01T09:00:00.000Z")).toBe("2027-07-01T12:00");
    expect(kyivLocalToIso("завтра")).toBeNull();
  });

  it("takes a post without a status as published, and a scheduled one only with a time to come", () => {
    expect(newsInputSchema.safeParse(post).success).toBe(true);
    expect(newsInputSchema.safeParse({ ...post, status: "draft" }).success).toBe(true);
    const missing = newsInputSchema.safeParse({ ...post, status: "scheduled" });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ["publish_at"],
      message: "Вкажіть, коли опублікувати новину",
    });
    const past = newsInputSchema.safeParse({
      ...post,
      status: "scheduled",
      publish_at: "2020-01-01T10:00:00+02:00",
    });
    expect(past.error?.issues[0]?.message).toBe("Час публікації має бути в майбутньому");
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      newsInputSchema.safeParse({ ...post, status: "scheduled", publish_at: future }).success,
    ).toBe(true);
    expect(newsInputSchema.safeParse({ ...post, status: "later" }).error?.issues[0]?.message).toBe(
      "Оберіть стан: чернетка, заплановано або опубліковано",
    );
  });
});
