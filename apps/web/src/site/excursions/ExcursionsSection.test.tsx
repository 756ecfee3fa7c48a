// @vitest-environment happy-dom
import { excursion } from "../testing/records.ts";
import { describeSectionStates } from "../testing/sectionStates.tsx";
import { ExcursionsSection } from "./ExcursionsSection.tsx";

describeSectionStates("the excursions section", {
  Section: ExcursionsSection,
  dataKey: "excursions",
  path: "/excursions",
  emptyAnswer: [],
  listAnswer: [excursion],
  embedded: [excursion],
  errorTitle: "Не вдалося завантажити екскурсії",
  emptyText: "Наразі екскурсії відсутні",
  recordText: "Ранок на фермі",
});
