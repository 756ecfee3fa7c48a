import { describe, expect, it } from "vitest";
import {
  bookingMessage,
  bookingMessages,
  bookingRequestSchema,
  bookingSettingsSchema,
  bookingStatusChangeSchema,
  defaultBookingSettings,
  normalizeUkrainianPhone,
} from "./bookings.ts";

const request = {
  excursion_id: 1,
  date: "2027-05-14",
  time: "10:00",
  group_size: 12,
  name: "Олена",
  phone: "0671234567",
  email: "olena@example.com",
  language: "uk",
  consent: true,
};

function firstMessage(value: unknown) {
  const result = bookingRequestSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("the booking request", () => {
  it("normalises what people type to +380 *** *** ***", () => {
    for (const typed of [
      "0671234567",
      "+380671234567",
      "+38 (067) 123-45-67",
      "380 67 123 45 67",
    ]) {
      expect(normalizeUkrainianPhone(typed)).toBe("+380 671 234 567");
    }
    expect(bookingRequestSchema.parse(request).phone).toBe("+380 671 234 567");
  });

  it.each([
    ["group_size", 31, "groupSize"],
    ["group_size", 0, "groupSize"],
    ["phone", "12345", "phone"],
    ["email", "olena@", "email"],
    ["message", "я".repeat(501), "message"],
    ["consent", false, "consent"],
    ["date", "2027-02-30", "date"],
    ["time", "25:00", "time"],
    ["name", "  ", "required"],
  ])("refuses %s = %j with the message %s", (field, value, id) => {
    expect(firstMessage({ ...request, [field]: value })).toBe(id);
  });

  it("has every message in Ukrainian and English", () => {
    expect(Object.keys(bookingMessages.en).sort()).toEqual(Object.keys(bookingMessages.uk).sort());
    expect(bookingMessage("groupSize", "en")).toBe("The number of visitors must be from 1 to 30");
  });
});

describe("the status change and the settings", () => {
  it("asks a decline for its reason", () => {
    expect(bookingStatusChangeSchema.safeParse({ status: "declined" }).success).toBe(false);
    expect(
      bookingStatusChangeSchema.safeParse({ status: "declined", reason: "Ветеринар" }).success,
    ).toBe(true);
  });

  it("accepts the defaults and refuses a month-day that is no day", () => {
    expect(bookingSettingsSchema.parse(defaultBookingSettings)).toEqual(defaultBookingSettings);
    expect(
      bookingSettingsSchema.safeParse({ ...defaultBookingSettings, season_end: "02-30" }).success,
    ).toBe(false);
  });
});
