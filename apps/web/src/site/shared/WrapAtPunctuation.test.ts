import { describe, expect, it } from "vitest";
import { punctuationPieces } from "./WrapAtPunctuation.tsx";

describe("the pieces of a long address", () => {
  it("end at the punctuation of an e-mail, so that it wraps after @ and dots", () => {
    expect(punctuationPieces("busha.shelter@example.org")).toEqual([
      "busha.",
      "shelter@",
      "example.",
      "org",
    ]);
  });

  it("end after commas and slashes of a street address or link", () => {
    expect(punctuationPieces("вул. Шевченка, 1, Буша")).toEqual([
      "вул.",
      " Шевченка,",
      " 1,",
      " Буша",
    ]);
    expect(punctuationPieces("https://example.org/a")).toEqual([
      "https://",
      "example.",
      "org/",
      "a",
    ]);
  });

  it("keep a text without punctuation whole, and join back to the same text", () => {
    expect(punctuationPieces("Буша")).toEqual(["Буша"]);
    const address = "info@sloboda-zvierat.sk";
    expect(punctuationPieces(address).join("")).toBe(address);
  });
});
