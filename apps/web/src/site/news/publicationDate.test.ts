import { describe, expect, it } from "vitest";
import { formatPublicationDate } from "./publicationDate.ts";

describe("formatPublicationDate", () => {
  it("writes a date as dd.mm.yyyy", () => {
    expect(formatPublicationDate("2025-03-07T12:00:00Z")).toBe("07.03.2025");
  });

  it("uses Kyiv time, whatever the machine's zone", () => {
    // 22:30 UTC on 31 December is already 1 January in Kyiv (UTC+2).
    expect(formatPublicationDate("2025-12-31T22:30:00Z")).toBe("01.01.2026");
  });

  it("gives nothing for a missing or invalid date", () => {
    expect(formatPublicationDate(undefined)).toBe("");
    expect(formatPublicationDate("")).toBe("");
    expect(formatPublicationDate("not a date")).toBe("");
  });
});
