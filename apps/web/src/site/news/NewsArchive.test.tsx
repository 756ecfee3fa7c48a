// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { newsPost as plainPost } from "../testing/records.ts";
import { renderSection } from "../testing/sectionStates.tsx";
import { NewsArchive } from "./NewsArchive.tsx";

const newsPost = {
  ...plainPost,
  image_variants: [320, 640].map((width) => ({ width, url: `/uploads/cow/${width}.webp` })),
};

describe("the news archive", () => {
  afterEach(cleanup);

  it("lists each post with its photo, date and title linking to its own address", () => {
    renderSection(NewsArchive, { archive: { posts: [newsPost], total: 1, page: 1 } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Усі новини");
    const link = screen.getByRole("link", { name: newsPost.title_ua });
    expect(link.getAttribute("href")).toBe(`/news/${newsPost.ID}`);
    const card = link.closest("article") as HTMLElement;
    expect(within(card).getByRole("img").getAttribute("srcset")).toMatch(/\.webp \d+w/);
    expect(card.querySelector("time")?.textContent).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    // One page: no pager.
    expect(screen.queryByRole("navigation", { name: "Сторінки новин" })).toBeNull();
  });

  it("links the pages before and after, and every page by number, the current one marked", () => {
    renderSection(NewsArchive, { archive: { posts: [newsPost], total: 30, page: 2 } });
    const pager = screen.getByRole("navigation", { name: "Сторінки новин" });
    expect(
      within(pager)
        .getByRole("link", { name: /Попередня сторінка/ })
        .getAttribute("href"),
    ).toBe("/news");
    expect(
      within(pager)
        .getByRole("link", { name: /Наступна сторінка/ })
        .getAttribute("href"),
    ).toBe("/news?page=3");
    const current = within(pager).getByRole("link", { name: "Сторінка 2" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(within(pager).getByRole("link", { name: "Сторінка 3" }).getAttribute("href")).toBe(
      "/news?page=3",
    );
  });

  it("says so when there is no news", () => {
    renderSection(NewsArchive, { archive: { posts: [], total: 0, page: 1 } });
    expect(screen.getByText("Немає новин для відображення")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
