import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { startS3Server } from "../testing/s3Server.ts";
import { createMediaStore } from "./mediaStore.ts";
import { diskStorage } from "./storage/disk.ts";
import { s3Storage } from "./storage/s3.ts";
import type { FileStorage } from "./storage/storage.ts";

interface MemoryStorage extends FileStorage {
  contentTypes: Map<string, string>;
  /** Waits for every write begun so far, failed or not. */
  settled(): Promise<void>;
}

/** Storage in memory whose writes take a while, and fail for keys `failing` accepts. */
function memoryStorage(failing: (key: string) => boolean = () => false): MemoryStorage {
  const files = new Map<string, Buffer>();
  const contentTypes = new Map<string, string>();
  const writes: Promise<void>[] = [];
  return {
    contentTypes,
    put(key, body, contentType) {
      const write = (async () => {
        if (failing(key)) throw new Error(`cannot write ${key}`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        files.set(key, body);
        contentTypes.set(key, contentType);
      })();
      writes.push(write);
      return write;
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async list() {
      return [...files.keys()].sort().map((key) => ({ key, modified: new Date() }));
    },
    async remove(key) {
      files.delete(key);
    },
    url: (key) => `https://files.example/${key}`,
    async settled() {
      await Promise.allSettled(writes);
    },
  };
}

const keysOf = async (storage: FileStorage) => (await storage.list()).map((object) => object.key);

interface Warning {
  details: { key?: string; error?: string };
  message: string;
}

function recordingLog() {
  const warnings: Warning[] = [];
  return {
    warnings,
    log: { warn: (details: object, message: string) => warnings.push({ details, message }) },
  };
}

const jpeg = (width: number) =>
  sharp({ create: { width, height: 200, channels: 3, background: "#777" } })
    .jpeg()
    .toBuffer();

describe("media store", () => {
  it("writes each WebP width under one new folder and presents the widest as the image", async () => {
    const storage = memoryStorage();
    const media = createMediaStore(storage);
    const files = await media.putImage(await jpeg(700));
    expect(files.kind).toBe("image");
    expect(files.variants.map((variant) => variant.width)).toEqual([320, 640, 700]);
    const folder = files.variants[0]?.key.split("/").slice(0, 2).join("/");
    expect(folder).toMatch(/^images\/[0-9a-f-]{36}$/);
    expect(await keysOf(storage)).toEqual(
      [320, 640, 700].map((width) => `${folder}/${width}.webp`).sort(),
    );
    expect(new Set(storage.contentTypes.values())).toEqual(new Set(["image/webp"]));

    const presented = media.present(files.variants);
    expect(presented.url).toBe(`https://files.example/${folder}/700.webp`);
    expect(presented.variants.map((variant) => variant.width)).toEqual([320, 640, 700]);
    expect(presented).toMatchObject({ width: 700 });
    expect(media.present(null)).toEqual({ url: null, variants: [], width: null, height: null });
  });

  it("leaves no file behind when one width cannot be written", async () => {
    const storage = memoryStorage((key) => key.endsWith("/320.webp"));
    const media = createMediaStore(storage);
    await expect(media.putImage(await jpeg(1200))).rejects.toThrow(/cannot write/);
    // The other widths were still being written when the first one failed.
    await storage.settled();
    expect(await keysOf(storage)).toEqual([]);
  });

  it("removes every file of an upload", async () => {
    const storage = memoryStorage();
    const media = createMediaStore(storage);
    const image = await media.putImage(await jpeg(1100));
    const document = await media.putDocument(Buffer.from("%PDF-1.4"), "application/pdf", "pdf");
    expect(document.variants[0]?.key).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    expect(await keysOf(storage)).toHaveLength(5);
    await media.removeFiles(image);
    expect(await keysOf(storage)).toEqual([document.variants[0]?.key]);
  });

  it("logs each file it cannot remove with its key, and fails no caller", async () => {
    const storage = memoryStorage();
    const { warnings, log } = recordingLog();
    const media = createMediaStore(
      {
        ...storage,
        remove: async (key) => {
          if (key.endsWith("/640.webp")) throw new Error("permission denied");
          await storage.remove(key);
        },
      },
      log,
    );
    const image = await media.putImage(await jpeg(1100));
    await expect(media.removeFiles(image)).resolves.toBeUndefined();
    const kept = image.variants.find((variant) => variant.key.endsWith("/640.webp"))?.key;
    expect(await keysOf(storage)).toEqual([kept]);
    expect(warnings).toEqual([
      {
        details: { key: kept, error: "permission denied" },
        message: expect.stringContaining("sweep"),
      },
    ]);
  });
});

describe.each(["disk", "s3"] as const)("media store on %s storage", (kind) => {
  it("logs the key of a file the storage fails to remove", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "shelter-media-"));
    const s3 = kind === "s3" ? await startS3Server() : null;
    try {
      const storage = s3 ? s3Storage(s3.settings) : diskStorage(path.join(root, "uploads"));
      const { warnings, log } = recordingLog();
      const media = createMediaStore(storage, log);
      const document = await media.putDocument(Buffer.from("%PDF-1.4"), "application/pdf", "pdf");
      const key = document.variants[0]?.key ?? "";
      if (s3) {
        // The bucket's service has gone away.
        await s3.close();
      } else {
        // A folder where the file was: the removal fails as a damaged disk would.
        await rm(path.join(root, "uploads", key));
        await mkdir(path.join(root, "uploads", key, "inside"), { recursive: true });
      }
      await media.removeFiles(document);
      expect(warnings.map((warning) => warning.details.key)).toEqual([key]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 30_000);
});
