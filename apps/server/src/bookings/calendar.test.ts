import { defaultBookingSettings } from "@shelter/contract";
import { describe, expect, it } from "vitest";
import {
  inSeason,
  kyivDate,
  kyivInstant,
  openSlots,
  seasonStartFrom,
  weekdayOf,
} from "./calendar.ts";

describe("the farm's calendar", () => {
  it("reads slot times as Kyiv's wall clock, in summer and in winter", () => {
    expect(kyivInstant("2027-05-14", "10:00").toISOString()).toBe("2027-05-14T07:00:00.000Z");
    expect(kyivInstant("2027-01-14", "10:00").toISOString()).toBe("2027-01-14T08:00:00.000Z");
    expect(kyivDate(new Date("2027-05-13T22:30:00Z"))).toBe("2027-05-14");
  });

  it("keeps the season's bounds inclusive and lets a season span the new year", () => {
    expect(inSeason("2027-04-01", defaultBookingSettings)).toBe(true);
    expect(inSeason("2027-10-31", defaultBookingSettings)).toBe(true);
    expect(inSeason("2027-11-01", defaultBookingSettings)).toBe(false);
    const winter = { season_start: "12-01", season_end: "02-28" };
    expect(inSeason("2027-12-31", winter)).toBe(true);
    expect(inSeason("2028-01-15", winter)).toBe(true);
    expect(inSeason("2027-03-01", winter)).toBe(false);
  });

  it("finds the first day of the next season, across the new year too", () => {
    expect(seasonStartFrom("2026-11-27", defaultBookingSettings)).toBe("2027-04-01");
    expect(seasonStartFrom("2027-03-31", defaultBookingSettings)).toBe("2027-04-01");
    expect(seasonStartFrom("2027-06-10", defaultBookingSettings)).toBe("2027-06-10");
    const winter = { season_start: "12-01", season_end: "02-28" };
    expect(seasonStartFrom("2027-03-01", winter)).toBe("2027-12-01");
  });

  it("opens no slot under 24 hours ahead, on a closed day or beyond 90 days", () => {
    const now = new Date("2027-05-13T08:00:00Z");
    const settings = { ...defaultBookingSettings, closed_days: ["2027-05-20"] };
    expect(openSlots("2027-05-14", settings, now)).toEqual(["12:00", "14:00", "16:00"]);
    expect(openSlots("2027-05-20", settings, now)).toEqual([]);
    expect(openSlots("2027-08-11", settings, now)).toEqual(settings.slots);
    expect(openSlots("2027-08-12", settings, now)).toEqual([]);
  });

  it("opens slots only on the farm's open days and within its opening hours", () => {
    const now = new Date("2027-05-01T08:00:00Z");
    const weekdays = { days: [1, 2, 3, 4, 5], open: "11:00", close: "16:00" };
    expect(weekdayOf("2027-05-14")).toBe(5);
    expect(weekdayOf("2027-05-16")).toBe(7);
    // A Friday: 10:00 is before opening, 16:00 is closing time.
    expect(openSlots("2027-05-14", defaultBookingSettings, now, weekdays)).toEqual([
      "12:00",
      "14:00",
    ]);
    // A Sunday, a day off.
    expect(openSlots("2027-05-16", defaultBookingSettings, now, weekdays)).toEqual([]);
  });
});
