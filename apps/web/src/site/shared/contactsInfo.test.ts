import { describe, expect, it } from "vitest";
import { FALLBACK_CONTACT, shownContact, telHref } from "./contactsInfo.ts";

describe("shownContact", () => {
  it("shows the first contact of the list", () => {
    expect(
      shownContact([
        { id: 2, name: "A", email: "a@shelter.ua", phone: "+380 111 222 333" },
        { id: 1, name: "B", email: "b@shelter.ua", phone: "+380 999 999 999" },
      ]),
    ).toEqual({ email: "a@shelter.ua", phone: "+380 111 222 333" });
  });

  it("treats anything that is not a list as empty and shows the placeholders", () => {
    expect(shownContact({ contacts: [] })).toEqual(FALLBACK_CONTACT);
    expect(shownContact(null)).toEqual(FALLBACK_CONTACT);
    expect(shownContact([])).toEqual(FALLBACK_CONTACT);
  });

  it("falls back field by field when the first contact lacks a phone", () => {
    expect(shownContact([{ id: 1, name: "A", email: "a@shelter.ua", phone: "" }])).toEqual({
      email: "a@shelter.ua",
      phone: FALLBACK_CONTACT.phone,
    });
  });
});

describe("telHref", () => {
  it("keeps only the digits and the plus", () => {
    expect(telHref("+380 111 222 333")).toBe("tel:+380111222333");
  });
});
