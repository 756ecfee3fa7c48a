// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { review } from "../testing/records.ts";
import { describeSectionStates, renderSection } from "../testing/sectionStates.tsx";
import { ReviewsSection } from "./ReviewsSection.tsx";

describeSectionStates("the reviews section", {
  Section: ReviewsSection,
  dataKey: "reviews",
  path: "/reviews",
  emptyAnswer: [],
  listAnswer: [review],
  embedded: [review],
  errorTitle: "Не вдалося завантажити відгуки",
  emptyText: "Відгуків поки немає",
  recordText: "Чудова екскурсія",
});

describe("the reviews row", () => {
  afterEach(cleanup);
  const nine = Array.from({ length: 9 }, (_, index) => ({
    ...review,
    id: index + 1,
    review_ua: `Відгук номер ${index + 1}`,
  }));

  /** happy-dom lays nothing out: a 320 px row showing one card at a time. */
  function layOutAsPhone() {
    const element = HTMLElement.prototype;
    vi.spyOn(element, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "UL" ? 320 : 0;
    });
    vi.spyOn(element, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "LI" ? 300 : 0;
    });
    vi.spyOn(element, "scrollWidth", "get").mockReturnValue(9 * 310);
    vi.spyOn(element, "getClientRects").mockReturnValue([{}] as unknown as DOMRectList);
  }
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lists every review in one labelled row the keyboard can reach while it scrolls", () => {
    layOutAsPhone();
    renderSection(ReviewsSection, { reviews: nine });
    const row = screen.getByRole("list", { name: "Відгуки відвідувачів" });
    expect(within(row).getAllByRole("listitem")).toHaveLength(9);
    expect(row.tabIndex).toBe(0);
  });

  it("leaves a row that does not scroll (a grid from 768 px) out of the tab order", () => {
    // Three 300 px cards to a 960 px row, which holds all it shows: nothing to scroll.
    const element = HTMLElement.prototype;
    vi.spyOn(element, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "UL" ? 960 : 0;
    });
    vi.spyOn(element, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "LI" ? 300 : 0;
    });
    vi.spyOn(element, "scrollWidth", "get").mockReturnValue(960);
    vi.spyOn(element, "getClientRects").mockReturnValue([{}] as unknown as DOMRectList);
    renderSection(ReviewsSection, { reviews: nine });
    const row = screen.getByRole("list", { name: "Відгуки відвідувачів" });
    expect(row.hasAttribute("tabindex")).toBe(false);
  });

  it("keeps the row focusable until it can be measured (the server's HTML, before hydration)", () => {
    renderSection(ReviewsSection, { reviews: nine });
    const row = screen.getByRole("list", { name: "Відгуки відвідувачів" });
    expect(row.tabIndex).toBe(0);
  });

  it("moves by one view with the next and previous buttons, and says where it is", () => {
    layOutAsPhone();
    renderSection(ReviewsSection, { reviews: nine });
    const row = screen.getByRole("list", { name: "Відгуки відвідувачів" });
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy as typeof row.scrollBy;
    expect(document.querySelector("[aria-live=polite]")?.textContent).toBe("1 / 9");
    expect(screen.getByRole("button", { name: "Попередній відгук" })).toHaveProperty(
      "disabled",
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Наступний відгук" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: "smooth" });
  });
});
