import { DEMO_SITE_SETTINGS } from "@shelter/contract";
import type { PublicPageData } from "@shelter/contract/page";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { headTags } from "./headTags.ts";

const emptyPage: PublicPageData = {
  news: null,
  excursions: null,
  gallery: null,
  partners: null,
  reviews: null,
  contacts: null,
  documents: null,
  settings: null,
  openNews: null,
};
const t = ((key: string) => key) as unknown as TFunction<"seo">;

function jsonLd(data: PublicPageData) {
  const head = headTags({ language: "uk", data, publicUrl: "https://shelter.test", t });
  const script = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1];
  return JSON.parse(script ?? "null");
}

describe("the page's JSON-LD", () => {
  it("states the contacts' opening hours from the settings", () => {
    const settings = {
      ...DEMO_SITE_SETTINGS,
      opening_hours: {
        ...DEMO_SITE_SETTINGS.opening_hours,
        contacts: { days: [6, 7], open: "09:30", close: "16:00" },
      },
    };
    expect(jsonLd({ ...emptyPage, settings }).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday", "Sunday"],
        opens: "09:30",
        closes: "16:00",
      },
    ]);
  });

  it("states no hours when the settings could not be read", () => {
    expect(jsonLd(emptyPage)).not.toHaveProperty("openingHoursSpecification");
  });
});
