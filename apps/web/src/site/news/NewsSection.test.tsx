// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { newsAnswers, newsPost } from "../testing/records.ts";
import { describeSectionStates, renderSection } from "../testing/sectionStates.tsx";
import { NewsSection } from "./NewsSection.tsx";

describeSectionStates("the news section", {
  Section: NewsSection,
  dataKey: "news",
  path: "/news?page=1&limit=25",
  ...newsAnswers,
  errorTitle: "Не вдалося завантажити новини",
  emptyText: "Немає новин для відображення",
  recordText: "Готуємося до зими",
});

describe("the news section's way to every post", () => {
  afterEach(cleanup);

  it("links «Переглянути всі» to the archive at /news", () => {
    renderSection(NewsSection, { news: { posts: [newsPost], total: 1 } });
    expect(screen.getByRole("link", { name: "Переглянути всі" }).getAttribute("href")).toBe(
      "/news",
    );
  });
});
