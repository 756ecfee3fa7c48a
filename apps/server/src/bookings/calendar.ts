import {
  BOOKING_TIME_ZONE,
  type BookingSettings,
  type OpeningHours,
  SPECIFICATION_HOURS,
} from "@shelter/contract";

/** The farm's calendar: dates and times are Europe/Kyiv's, whatever the server's zone. */

const kyivParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: BOOKING_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function partsOf(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of kyivParts.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Kyiv's offset from UTC at `instant`, in milliseconds (+2 h in winter, +3 h in summer). */
function offsetAt(instant: number): number {
  const p = partsOf(new Date(instant));
  const local = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second);
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant a Kyiv wall-clock date and time ("2027-05-14", "10:00") names. */
export function kyivInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** Today's date in Kyiv. */
export function kyivDate(now: Date): string {
  const p = partsOf(now);
  const pad = (value: number | undefined) => String(value ?? 0).padStart(2, "0");
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Season bounds are month-days, inclusive; an end before the start spans the new year. */
export function inSeason(
  date: string,
  settings: Pick<BookingSettings, "season_start" | "season_end">,
) {
  const monthDay = date.slice(5);
  const { season_start: start, season_end: end } = settings;
  return start <= end ? start <= monthDay && monthDay <= end : monthDay >= start || monthDay <= end;
}

/** The first day of the season on or after `date`: `date` itself in season. */
export function seasonStartFrom(
  date: string,
  settings: Pick<BookingSettings, "season_start" | "season_end">,
): string {
  // A season starting on 02-29 opens in a leap year: at most four years and a day away.
  let day = date;
  for (let step = 0; step < 4 * 366 && !inSeason(day, settings); step += 1) day = addDays(day, 1);
  return day;
}

/** The weekday of a date, 1 for Monday to 7 for Sunday (as opening hours count them). */
export function weekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * The slots of a date a visitor may book: in season, not closed, not too soon or too far ahead,
 * on a day the farm is open, starting within its opening hours (the site settings' hours of
 * the contacts, which the JSON-LD states too).
 */
export function openSlots(
  date: string,
  settings: BookingSettings,
  now: Date,
  hours: OpeningHours = SPECIFICATION_HOURS.contacts,
): string[] {
  if (!inSeason(date, settings) || settings.closed_days.includes(date)) return [];
  if (date > addDays(kyivDate(now), settings.max_days_ahead)) return [];
  if (!hours.days.includes(weekdayOf(date))) return [];
  const earliest = now.getTime() + settings.min_notice_hours * 3_600_000;
  return settings.slots.filter(
    (time) =>
      time >= hours.open && time < hours.close && kyivInstant(date, time).getTime() >= earliest,
  );
}
