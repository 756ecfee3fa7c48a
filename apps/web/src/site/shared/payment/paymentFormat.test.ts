import { describe, expect, it } from "vitest";
import { compactValue, formatCardNumber, formatIban } from "./paymentFormat.ts";

describe("payment value formatting", () => {
  it("groups a card number by four digits", () => {
    expect(formatCardNumber("4149499387654321")).toBe("4149 4993 8765 4321");
  });

  it("groups an IBAN by four characters, leaving the short last group", () => {
    expect(formatIban("ua433052990000026201234567890")).toBe(
      "UA43 3052 9900 0002 6201 2345 6789 0",
    );
  });

  it("copies the value without the reading spaces", () => {
    expect(compactValue("UA43 3052 9900 0002 6201 2345 6789 0")).toBe(
      "UA433052990000026201234567890",
    );
  });
});
