import { describe, expect, it } from "vitest";
import { storeTestBed } from "../testing/storeTestBed.ts";
import { DATABASE_KINDS } from "../testing/testSite.ts";
import { readSiteState, stateChanges } from "./siteState.ts";

/** The fuzzer's judge of "changing nothing": it must see every change a write can make. */
describe.each(DATABASE_KINDS)("the site's state on the %s database", (kind) => {
  const bed = storeTestBed(kind);
  const read = () => readSiteState(bed.db, bed.storage);

  it("is the same when nothing was written", async () => {
    expect(stateChanges(await read(), await read())).toEqual([]);
  });

  it("tells a changed row, a new row and a stored file apart from a counted attempt", async () => {
    const before = await read();
    await bed.db.query("UPDATE content_version SET version = version + 1 WHERE id = 1");
    expect(stateChanges(before, await read())).toEqual(["table content_version changed"]);

    const counted = await read();
    await bed.db.query(
      "INSERT INTO login_failures (account, client) VALUES ('a@b.org', '127.0.0.1')",
    );
    expect(stateChanges(counted, await read())).toEqual([]);

    const rows = await read();
    await bed.db.query("INSERT INTO settings (key, value) VALUES ('probe', 'x')");
    expect(stateChanges(rows, await read())).toEqual(["table settings changed"]);

    const files = await read();
    await bed.upload();
    expect(stateChanges(files, await read())).toEqual([expect.stringMatching(/^files added: /)]);
  });
});
