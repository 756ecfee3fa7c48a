import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database.ts";

type PGliteLike = Pick<PGlite, "query" | "exec">;

function wrap(pg: PGliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };
}

export class DatabaseInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const claimedHere = new Set<string>();

/**
 * PGlite does not stop a second process from opening the same folder, which would corrupt it:
 * the folder is claimed by a lock file naming its process. A lock whose process is gone (a
 * crash) is taken over; so is one from another host name or from our own PID, since a
 * container restarted after a crash gets a new host name and often the same PID.
 */
async function claim(dir: string): Promise<() => Promise<void>> {
  if (claimedHere.has(dir)) {
    throw new DatabaseInUseError(
      `The embedded database in ${dir} is already open in this process.`,
    );
  }
  // Beside the folder, not in it: PGlite creates a new database only in an empty folder.
  const lockFile = `${dir}.lock`;
  const me = { pid: process.pid, host: hostname() };
  try {
    const holder = JSON.parse(await readFile(lockFile, "utf8")) as { pid?: number; host?: string };
    const alive =
      typeof holder.pid === "number" &&
      holder.pid !== me.pid &&
      holder.host === me.host &&
      isRunning(holder.pid);
    if (alive) {
      throw new DatabaseInUseError(
        `The embedded database in ${dir} is in use by process ${holder.pid} on ${holder.host}: stop the server first (only one process may open it).`,
      );
    }
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw error;
    // No lock, or an unreadable one: the folder is free.
  }
  await writeFile(lockFile, JSON.stringify(me));
  claimedHere.add(dir);
  return async () => {
    claimedHere.delete(dir);
    await rm(lockFile, { force: true });
  };
}

/** PGlite: PostgreSQL compiled to WebAssembly, kept in a folder, no native build. */
export async function openEmbedded(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const release = await claim(path.resolve(dir));
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir);
  } catch (error) {
    await release();
    throw error;
  }
  return {
    kind: "embedded",
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async close() {
      await pg.close();
      await release();
    },
  };
}
