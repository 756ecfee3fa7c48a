// @vitest-environment happy-dom
import type { NewsBackOfficePost } from "@shelter/contract";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NewsCardDetails } from "./NewsCardDetails.tsx";

const post: NewsBackOfficePost = {
  ID: 7,
  id: 7,
  title_ua: "Нові телята",
  title_en: "New calves",
  subtitle_ua: "Двоє телят",
  subtitle_en: "Two calves",
  content_ua: "Мама і малюки почуваються добре.",
  content_en: "The mother and the babies are well.",
  image_url: null,
  image_variants: [],
  alt_ua: "",
  alt_en: "",
  image_width: null,
  image_height: null,
  createdAt: "2026-11-26T23:30:00.000Z",
  status: "published",
  publish_at: "2026-11-26T23:30:00.000Z",
  publish_error: null,
  draft: null,
};

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
