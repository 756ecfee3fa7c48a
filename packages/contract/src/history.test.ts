import { describe, expect, it } from "vitest";
import {
  journalPageSchema,
  journalQuerySchema,
  recordHistoryQuerySchema,
  recordHistorySchema,
  trashSchema,
} from "./history.ts";

describe("the history and trash shapes (CONTRACT.md)", () => {
  it("reads a record's versions: a create has no before, a delete no after", () => {
    const versions = recordHistorySchema.parse([
      {
        version_id: 2,
        action: "delete",
        author: "editor@busha.org",
        at: "2027-05-02T09:30:00Z",
        before: { title_ua: "Весна" },
        after: null,
      },
      {
        version_id: 1,
        action: "create",
        author: "admin@busha.org",
        at: "2027-05-01T09:30:00Z",
        before: null,
        after: { title_ua: "Весна" },
      },
    ]);
    expect(versions.map((version) => version.action)).toEqual(["delete", "create"]);
  });

  it("refuses an action the contract does not name", () => {
    const entry = { version_id: 1, author: "a@b.org", at: "x", before: null, after: {} };
    expect(recordHistorySchema.safeParse([{ ...entry, action: "publish" }]).success).toBe(false);
  });

  it("reads the journal's page with each entry's entity and record", () => {
    const page = journalPageSchema.parse({
      entries: [
        {
          version_id: 9,
          entity: "documents",
          record_id: 3,
          action: "update",
          author: "admin@busha.org",
          at: "2027-05-02T09:30:00Z",
          before: { title: "Статут" },
          after: { title: "Статут притулку" },
        },
      ],
      totalLength: 41,
    });
    expect(page.entries[0]?.record_id).toBe(3);
  });

  it("takes the journal's filters as the address gives them, and refuses other days", () => {
    expect(
      journalQuerySchema.parse({
        page: "2",
        limit: "50",
        author: " editor@busha.org ",
        entity: "news",
        from: "2027-05-01",
        to: "2027-05-31",
      }),
    ).toEqual({
      page: 2,
      limit: 50,
      author: "editor@busha.org",
      entity: "news",
      from: "2027-05-01",
      to: "2027-05-31",
    });
    expect(journalQuerySchema.safeParse({ page: 1, limit: 50, from: "01.05.2027" }).success).toBe(
      false,
    );
    expect(recordHistoryQuerySchema.safeParse({ entity: "pages", id: "1" }).success).toBe(false);
  });

  it("reads the trash", () => {
    const [item] = trashSchema.parse([
      {
        entity: "reviews",
        id: 4,
        title: "Олена",
        deleted_at: "2027-05-02T09:30:00Z",
        deleted_by: "editor@busha.org",
      },
    ]);
    expect(item?.title).toBe("Олена");
  });
});
