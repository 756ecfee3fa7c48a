import { describe, expect, it } from "vitest";
import { addressIn } from "./LanguageSwitch.tsx";

describe("the language switch's address", () => {
  it("keeps the page a visitor is on: home, a post, the booking form, a cancel link", () => {
    expect(addressIn("en", "/")).toBe("/en");
    expect(addressIn("uk", "/en")).toBe("/");
    expect(addressIn("en", "/news/3")).toBe("/en/news/3");
    expect(addressIn("en", "/booking")).toBe("/en/booking");
    expect(addressIn("uk", "/en/booking")).toBe("/booking");
    expect(addressIn("en", "/booking/cancel/abc-123")).toBe("/en/booking/cancel/abc-123");
  });

  it("keeps the news archive and its page", () => {
    expect(addressIn("en", "/news")).toBe("/en/news");
    expect(addressIn("uk", "/en/news", "?page=3")).toBe("/news?page=3");
    expect(addressIn("en", "/news", "?page=x")).toBe("/en/news");
  });
});
