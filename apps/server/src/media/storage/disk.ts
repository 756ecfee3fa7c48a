import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from "node:fs/promises";
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

  /** Removes the folders a removal left empty (an image's own folder), up to the uploads folder. */
  async function removeEmptyFolders(file: string): Promise<void> {
    for (let folder = path.dirname(file); folder.startsWith(base + path.sep); ) {
      try {
        await rmdir(folder);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // Not empty (another file, or an upload just made it) or already gone: stop quietly.
        if (code === "ENOTEMPTY" || code === "EEXIST" || code === "ENOENT") return;
        throw error;
      }
      folder = path.dirname(folder);
    }
  }

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
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return null;
          throw error;
        },
      );
      if (!entries) return [];
      const files = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
      const objects = await Promise.all(
        files.map(async (file) => {
          const found = await stat(file).catch(() => null);
          const key = path.relative(base, file).split(path.sep).join("/");
          return found ? { key, modified: found.mtime } : null;
        }),
      );
      return objects
        .filter((object) => object !== null)
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async remove(key) {
      const file = resolve(key);
      await rm(file, { force: true });
      await removeEmptyFolders(file);
    },
    url: (key) => UPLOADS_URL_PREFIX + key,
  };
}
