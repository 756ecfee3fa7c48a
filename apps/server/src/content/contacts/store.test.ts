import { expect, it } from "vitest";
import { describeStore, itAnswersRecordsAsStored } from "../../testing/storeTestBed.ts";
import { createContactStore } from "./store.ts";

const contact = (label: string) => ({
  name: `Притулок ${label}`,
  email: "busha@example.org",
  phone: "+380 671 234 567",
});

describeStore("the contact store", createContactStore, (contacts) => {
  itAnswersRecordsAsStored("contact", contacts, contact);

  it("changes only the fields given; a missing contact changes nothing", async () => {
    const id = await contacts().create(contact("до"));
    expect(await contacts().update(id, { phone: "" })).toBe(true);
    expect(await contacts().get(id)).toEqual({ id, ...contact("до"), phone: "" });
    expect(await contacts().update(2_147_483_647, { phone: "" })).toBe(false);
  });
});
