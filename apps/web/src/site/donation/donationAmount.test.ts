import { describe, expect, it } from "vitest";
import { parseCustomAmount } from "./donationAmount.ts";

describe("parseCustomAmount", () => {
  it("takes whole hryvnias from 1 to 100000", () => {
    expect(parseCustomAmount("1")).toBe(1);
    expect(parseCustomAmount(" 250 ")).toBe(250);
    expect(parseCustomAmount("100 000")).toBe(100000);
  });

  it("refuses zero, amounts above 100000 and anything but whole numbers", () => {
    for (const text of ["", "0", "100001", "-5", "12.5", "12,5", "1e3", "abc"]) {
      expect(parseCustomAmount(text)).toBeNull();
    }
  });
});
