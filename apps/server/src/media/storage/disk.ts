import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./storage.ts";

/** Public path under which the server serves the uploads folder. */
export const UPLOADS_URL_PREFIX = "/uploads/";

export function diskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const file = path.resolve(base, key);
    // Keys are made by the server, but a key must never reach outside the uploads folder.
    if (!file.startsWith(base + path.sep)) throw new Error(`Bad storage key ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async list() {
      try {
        const entries = await readdir(base, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
          )
          .sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => UPLOADS_URL_PREFIX + key,
  };
}
