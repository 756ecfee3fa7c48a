import { describe, expect, it } from "vitest";
import { archivePageNumbers } from "./archivePages.ts";

describe("archivePageNumbers", () => {
  it("lists every page when there are few", () => {
    expect(archivePageNumbers(1, 1)).toEqual([1]);
    expect(archivePageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first, the last and the current page's neighbours, with gaps between", () => {
    expect(archivePageNumbers(10, 40)).toEqual([1, null, 8, 9, 10, 11, 12, null, 40]);
    expect(archivePageNumbers(1, 40)).toEqual([1, 2, 3, null, 40]);
    expect(archivePageNumbers(40, 40)).toEqual([1, null, 38, 39, 40]);
  });
});
