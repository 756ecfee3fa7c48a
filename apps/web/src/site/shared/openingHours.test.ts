import { DEMO_SITE_SETTINGS } from "@shelter/contract";
import { SPECIFICATION_HOURS } from "@shelter/contract/openingHours";
import { describe, expect, it } from "vitest";
import { daysInSentence, isDaily, placeHours, timeRange } from "./openingHours.ts";

const weekdays = { days: [1, 2, 3, 4, 5], open: "09:00", close: "17:30" };

describe("placeHours", () => {
  it("reads each place's hours from the settings", () => {
    const settings = {
      ...DEMO_SITE_SETTINGS,
      opening_hours: { ...DEMO_SITE_SETTINGS.opening_hours, footer: weekdays },
    };
    expect(placeHours(settings, "footer")).toEqual(weekdays);
    expect(placeHours(settings, "contacts")).toEqual(SPECIFICATION_HOURS.contacts);
  });

  it("states the specification's hours until the settings come", () => {
    expect(placeHours(null, "faq")).toEqual(SPECIFICATION_HOURS.faq);
  });
});

describe("the hours as the page writes them", () => {
  it("writes the times as the specification does", () => {
    expect(timeRange(SPECIFICATION_HOURS.contacts)).toBe("10:00 - 20:00");
  });

  it("counts seven different days as daily, whatever their order", () => {
    expect(isDaily({ ...weekdays, days: [7, 1, 2, 3, 4, 5, 6] })).toBe(true);
    expect(isDaily(weekdays)).toBe(false);
  });

  it("puts the days into a sentence in lower case in Ukrainian, capitalised in English", () => {
    expect(daysInSentence(SPECIFICATION_HOURS.faq, "uk", "щодня")).toBe("щодня");
    expect(daysInSentence(weekdays, "uk", "щодня")).toBe("понеділок - п'ятниця");
    expect(daysInSentence(weekdays, "en", "daily")).toBe("Monday - Friday");
  });
});
