import { describe, expect, it } from "vitest";
import {
  bookingCancelPath,
  bookingPath,
  homePath,
  newsArchivePageCount,
  newsArchivePath,
  newsPath,
  parseBookingPath,
  parseNewsArchivePath,
  parsePublicPath,
} from "./page.ts";

describe("public page addresses", () => {
  it("reads the language and the open post from a path", () => {
    expect(parsePublicPath("/")).toEqual({ language: "uk", newsId: null });
    expect(parsePublicPath("/en")).toEqual({ language: "en", newsId: null });
    expect(parsePublicPath("/en/")).toEqual({ language: "en", newsId: null });
    expect(parsePublicPath("/news/12")).toEqual({ language: "uk", newsId: 12 });
    expect(parsePublicPath("/en/news/7")).toEqual({ language: "en", newsId: 7 });
  });

  it("refuses any other path", () => {
    for (const path of ["", "/uk", "/enx", "/news", "/news/0", "/news/abc", "/en/news/1/x", "//"]) {
      expect(parsePublicPath(path)).toBeNull();
    }
  });

  it("builds the addresses it reads", () => {
    expect(parsePublicPath(newsPath("en", 3))).toEqual({ language: "en", newsId: 3 });
    expect(homePath("uk")).toBe("/");
    expect(newsPath("uk", 3)).toBe("/news/3");
  });
});

describe("booking addresses", () => {
  it("reads the language and a cancel link's token", () => {
    expect(parseBookingPath("/booking")).toEqual({ language: "uk", cancelToken: null });
    expect(parseBookingPath("/en/booking/")).toEqual({ language: "en", cancelToken: null });
    expect(parseBookingPath(bookingCancelPath("en", "abc.DEF_1-2"))).toEqual({
      language: "en",
      cancelToken: "abc.DEF_1-2",
    });
    expect(bookingPath("uk")).toBe("/booking");
  });

  it("refuses any other path", () => {
    for (const path of [
      "/",
      "/bookings",
      "/booking/cancel",
      "/booking/cancel/a b",
      "/uk/booking",
    ]) {
      expect(parseBookingPath(path)).toBeNull();
    }
  });
});

describe("news archive addresses", () => {
  it("gives page 1 without a query and the others with ?page=N", () => {
    expect(newsArchivePath("uk")).toBe("/news");
    expect(newsArchivePath("en", 1)).toBe("/en/news");
    expect(newsArchivePath("uk", 3)).toBe("/news?page=3");
    expect(newsArchivePath("en", 2)).toBe("/en/news?page=2");
  });

  it("reads the language of /news and /en/news only", () => {
    expect(parseNewsArchivePath("/news")).toEqual({ language: "uk" });
    expect(parseNewsArchivePath("/en/news/")).toEqual({ language: "en" });
    for (const path of ["/", "/news/3", "/uk/news", "/newsy", "/en/news/x"]) {
      expect(parseNewsArchivePath(path)).toBeNull();
    }
  });

  it("counts one page at least, twelve posts a page", () => {
    expect(newsArchivePageCount(0)).toBe(1);
    expect(newsArchivePageCount(12)).toBe(1);
    expect(newsArchivePageCount(13)).toBe(2);
  });
});
