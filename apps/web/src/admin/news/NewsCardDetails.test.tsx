// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NewsCardDetails } from "./NewsCardDetails.tsx";
import { NEWS_POST } from "./newsPostFixture.ts";

const post = NEWS_POST;

afterEach(cleanup);

describe("NewsCardDetails", () => {
  it("shows the post's date in Kyiv and that its English text is filled", () => {
    render(<NewsCardDetails post={post} />);
    const time = screen.getByText("27 листопада 2026 р.");
    expect(time.getAttribute("datetime")).toBe(post.createdAt);
    expect(screen.getByText("EN: текст є")).toBeDefined();
  });

  it("says when the English text is missing", () => {
    render(<NewsCardDetails post={{ ...post, content_en: " " }} />);
    expect(screen.getByText("EN: тексту немає")).toBeDefined();
  });

  it("shows the status: a draft, a schedule in Kyiv time, a published post with a draft of a change", () => {
    render(<NewsCardDetails post={{ ...post, status: "draft", publish_at: null }} />);
    expect(screen.getByText("Чернетка")).toBeDefined();
    cleanup();
    render(
      <NewsCardDetails
        post={{ ...post, status: "scheduled", publish_at: "2026-12-01T07:30:00.000Z" }}
      />,
    );
    expect(screen.getByText(/^Заплановано на/).textContent).toMatch(
      /^Заплановано на 1 грудня 2026 р\.,? (о )?09:30$/,
    );
    cleanup();
    render(<NewsCardDetails post={{ ...post, draft: { ...post, alt_ua: "", alt_en: "" } }} />);
    expect(screen.getByText("Опубліковано · є чернетка змін")).toBeDefined();
  });

  it("shows a failed publish as an alert on the card", () => {
    render(
      <NewsCardDetails
        post={{
          ...post,
          status: "scheduled",
          publish_at: "2026-12-01T07:30:00.000Z",
          publish_error: "storage unavailable",
        }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Не вдалося опублікувати вчасно: storage unavailable. Спробуємо ще раз за хвилину.",
    );
  });
});
