// The shelter's opening hours as the site shows them (issue 21: one truth, kept in the settings).
// Imports nothing, so the page's bundle can format hours without a schema library.

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/** The days (ISO weekdays) of a place's hours and the times it opens and closes ("HH:MM", Kyiv). */
export interface OpeningHours {
  days: number[];
  open: string;
  close: string;
}

/** Every place of the page that states the hours; each is set in the back office. */
export const HOURS_PLACES = ["contacts", "footer", "faq"] as const;
export type HoursPlace = (typeof HOURS_PLACES)[number];
export type OpeningHoursByPlace = Record<HoursPlace, OpeningHours>;

/** The specification's three statements, which the demo settings start from. */
export const SPECIFICATION_HOURS: OpeningHoursByPlace = {
  contacts: { days: [1, 2, 3, 4, 5, 6, 7], open: "10:00", close: "20:00" },
  footer: { days: [1, 2, 3, 4, 5], open: "10:00", close: "18:00" },
  faq: { days: [1, 2, 3, 4, 5, 6, 7], open: "10:00", close: "18:00" },
};

export type HoursLanguage = "uk" | "en";

const DAY_NAMES: Record<HoursLanguage, readonly string[]> = {
  uk: ["Понеділок", "Вівторок", "Середа", "Четвер", "П'ятниця", "Субота", "Неділя"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};
const DAILY: Record<HoursLanguage, string> = { uk: "Щодня", en: "Daily" };

/** Schema.org's names of the weekdays, for `openingHoursSpecification`. */
export const SCHEMA_ORG_DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** Runs of consecutive weekdays: [1,2,3,5] → [[1,3],[5,5]]. */
function dayRuns(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** "Щодня", "Понеділок - П'ятниця", "Monday, Wednesday - Friday" (the specification's own dash and apostrophe). */
export function formatDays(days: readonly number[], language: HoursLanguage): string {
  if (new Set(days).size === 7) return DAILY[language];
  const names = DAY_NAMES[language];
  return dayRuns(days)
    .map(([first, last]) => {
      const from = names[first - 1] ?? "";
      if (first === last) return from;
      const to = names[last - 1] ?? "";
      return last === first + 1 ? `${from}, ${to}` : `${from} - ${to}`;
    })
    .join(", ");
}

/** "10:00 - 18:00", as the specification writes it. */
export function formatTimes(hours: Pick<OpeningHours, "open" | "close">): string {
  return `${hours.open} - ${hours.close}`;
}

/** Whether two places state the same hours (the order of the days aside). */
export function sameHours(a: OpeningHours, b: OpeningHours): boolean {
  const days = (hours: OpeningHours) => dayRuns(hours.days).join(";");
  return a.open === b.open && a.close === b.close && days(a) === days(b);
}

/** The places whose hours differ from the contacts', which the JSON-LD and the bookings follow. */
export function disagreeingPlaces(hours: OpeningHoursByPlace): HoursPlace[] {
  return HOURS_PLACES.filter((place) => !sameHours(hours[place], hours.contacts));
}

/** Schema.org `openingHoursSpecification` of one statement of hours. */
export function openingHoursSpecification(hours: OpeningHours) {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...new Set(hours.days)]
      .sort((a, b) => a - b)
      .map((day) => SCHEMA_ORG_DAYS[day - 1]),
    opens: hours.open,
    closes: hours.close,
  };
}
