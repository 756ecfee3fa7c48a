import { describe, expect, it } from "vitest";
import {
  bookingCancelPath,
  bookingPath,
  homePath,
  newsPath,
  parseBookingPath,
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
