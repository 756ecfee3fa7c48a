// @vitest-environment happy-dom
import { newsPost } from "../testing/records.ts";
import { describeSectionStates } from "../testing/sectionStates.tsx";
import { NewsSection } from "./NewsSection.tsx";

describeSectionStates("the news section", {
  Section: NewsSection,
  dataKey: "news",
  path: "/news?page=1&limit=25",
  emptyAnswer: { data: [], total: 0 },
  listAnswer: { data: [newsPost], total: 1 },
  embedded: { posts: [newsPost], total: 1 },
  errorTitle: "Не вдалося завантажити новини",
  emptyText: "Немає новин для відображення",
  recordText: "Готуємося до зими",
});
