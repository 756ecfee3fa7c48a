import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, openEmbedded } from "./embedded.ts";

describe("the embedded database folder", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it("cannot be opened twice at once, and is free again once closed", {
    timeout: 60_000,
  }, async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), "shelter-lock-")), "db");
    const first = await openEmbedded(dir);
    await expect(openEmbedded(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
    await first.close();
    const again = await openEmbedded(dir);
    expect(await again.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await again.close();
  });

  it("is taken over from a process that died holding it", { timeout: 60_000 }, async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), "shelter-lock-")), "db");
    const { writeFile } = await import("node:fs/promises");
    const { hostname } = await import("node:os");
    // A PID far above any the kernel hands out stands for a crashed server.
    await writeFile(`${dir}.lock`, JSON.stringify({ pid: 2 ** 30, host: hostname() }));
    const db = await openEmbedded(dir);
    await db.close();
  });
});
