// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { partner } from "../testing/records.ts";
import { describeSectionStates } from "../testing/sectionStates.tsx";
import { PartnersSection, partnerName } from "./PartnersSection.tsx";

describeSectionStates("the partners section", {
  Section: PartnersSection,
  dataKey: "partners",
  path: "/partners",
  emptyAnswer: [],
  listAnswer: [partner],
  embedded: [partner],
  errorTitle: "Не вдалося завантажити партнерів",
  emptyText: "Партнерів поки немає",
  recordText: "Зелена Буша",
});

describe("a partner's name", () => {
  it("is the English one on the English page", () => {
    expect(partnerName(partner, "en")).toBe("Green Busha");
    expect(partnerName(partner, "uk")).toBe("Зелена Буша");
  });

  it("falls back to the Ukrainian one where no English name was given", () => {
    expect(partnerName({ name: "Зелена Буша", name_en: "" }, "en")).toBe("Зелена Буша");
    expect(partnerName({ name: "Зелена Буша", name_en: "  " }, "en")).toBe("Зелена Буша");
  });
});
