import { describe, expect, it } from "vitest";
import { cardBankNote } from "./cardBankNote.ts";

describe("cardBankNote", () => {
  it("confirms a card of the field's own bank", () => {
    expect(cardBankNote("privatbank", "4149 4900 0000 0000")).toBe(
      "За першими цифрами це картка ПриватБанку",
    );
    expect(cardBankNote("monobank", "5375414100000008")).toBe(
      "За першими цифрами це картка monobank",
    );
  });

  it("warns about the other bank's card typed into a field", () => {
    expect(cardBankNote("privatbank", "5375 4141 0000 0008")).toBe(
      "Увага: за першими цифрами це картка monobank, а поле — для банку ПриватБанк",
    );
  });

  it("says when the prefix is not one it knows", () => {
    expect(cardBankNote("privatbank", "4111 1111 1111 1111")).toBe(
      "Банк за першими цифрами не впізнано: перевірте номер",
    );
  });

  it("says nothing before six digits are typed", () => {
    expect(cardBankNote("monobank", "5375 4")).toBeUndefined();
  });
});
