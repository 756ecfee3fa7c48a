import { describe, expect, it } from "vitest";
import { itReadsNewestFirst, storeTestBed } from "../../testing/storeTestBed.ts";
import { DATABASE_KINDS } from "../../testing/testSite.ts";
import { createContactStore } from "./store.ts";

const contact = (label: string) => ({
  name: `Притулок ${label}`,
  email: "busha@example.org",
  phone: "+380 671 234 567",
});

describe.each(DATABASE_KINDS)("the contact store on the %s database", (kind) => {
  const bed = storeTestBed(kind);
  const contacts = () => createContactStore(bed.db, bed.media, bed.version);

  itReadsNewestFirst(() => ({
    ...contacts(),
    add: (label) => contacts().create(contact(label)),
    idOf: (item) => item.id,
  }));

  it("answers a contact with exactly its own fields", async () => {
    const id = await contacts().create(contact("точно"));
    expect(await contacts().get(id)).toEqual({ id, ...contact("точно") });
  });

  it("changes only the fields given; a missing contact changes nothing", async () => {
    const id = await contacts().create(contact("до"));
    expect(await contacts().update(id, { phone: "" })).toBe(true);
    expect(await contacts().get(id)).toEqual({ id, ...contact("до"), phone: "" });
    expect(await contacts().update(2_147_483_647, { phone: "" })).toBe(false);
  });
});
