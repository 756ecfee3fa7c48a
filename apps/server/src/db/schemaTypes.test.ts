import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { TEST_POSTGRES_URL } from "../testing/testSite.ts";
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from "./schemaTypes.ts";

describe("the database types", () => {
  it("are what kysely-codegen makes of the migrated schema (run `npm run db:types` after a migration)", async () => {
    const generated = await generateSchemaTypes(TEST_POSTGRES_URL);
    expect(generated).toBe(await readFile(SCHEMA_TYPES_FILE, "utf8"));
  }, 60_000);
});
