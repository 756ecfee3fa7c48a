import { describe, expect, it } from "vitest";
import { formatPublicationDate } from "./publicationDate.ts";

describe("formatPublicationDate", () => {
  it("writes a date as dd.mm.yyyy", () => {
    expect(formatPublicationDate("2025-03-07T12:00:00")).toBe("07.03.2025");
  });

  it("gives nothing for a missing or invalid date", () => {
    expect(formatPublicationDate(undefined)).toBe("");
    expect(formatPublicationDate("")).toBe("");
    expect(formatPublicationDate("not a date")).toBe("");
  });
});
