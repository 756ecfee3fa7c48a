import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./storage.ts";

/** Public path under which the server serves the uploads folder. */
export const UPLOADS_URL_PREFIX = "/uploads/";

export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are made by the server, but a key must never reach outside the uploads folder.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad storage key ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => UPLOADS_URL_PREFIX + key,
  };
}
