import {
  formatDays,
  type HoursLanguage,
  type HoursPlace,
  type OpeningHours,
  SPECIFICATION_HOURS,
} from "@shelter/contract/openingHours";
import type { SiteSettings } from "@shelter/contract/page";

/** The hours a place of the page states: the settings' (issue 21), the specification's until they come. */
export function placeHours(settings: SiteSettings | null, place: HoursPlace): OpeningHours {
  return settings?.opening_hours[place] ?? SPECIFICATION_HOURS[place];
}

export function isDaily(hours: OpeningHours): boolean {
  return new Set(hours.days).size === 7;
}

/** spec §9 writes a range of times with a spaced hyphen: "10:00 - 20:00". */
export function timeRange(hours: Pick<OpeningHours, "open" | "close">): string {
  return `${hours.open} - ${hours.close}`;
}

/**
 * The days inside a sentence ("Ми відкриті … з 10:00 до 18:00"): `daily` ("щодня") for every
 * day, else the contract's names, lower-case in Ukrainian where weekdays are not capitalised.
 */
export function daysInSentence(hours: OpeningHours, language: HoursLanguage, daily: string) {
  if (isDaily(hours)) return daily;
  const days = formatDays(hours.days, language);
  return language === "uk" ? days.toLocaleLowerCase("uk") : days;
}

export function hoursLanguage(language: string): HoursLanguage {
  return language === "en" ? "en" : "uk";
}
