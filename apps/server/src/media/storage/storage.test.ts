import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../config.ts";
import { startS3Server } from "../../testing/s3Server.ts";
import { diskStorage } from "./disk.ts";
import { s3Storage } from "./s3.ts";
import type { FileStorage } from "./storage.ts";

interface StorageUnderTest {
  storage: FileStorage;
  close(): Promise<void>;
}

const backends: Record<"disk" | "s3", () => Promise<StorageUnderTest>> = {
  async disk() {
    const root = await mkdtemp(path.join(tmpdir(), "shelter-storage-"));
    return {
      storage: diskStorage(path.join(root, "uploads")),
      close: () => rm(root, { recursive: true, force: true }),
    };
  },
  async s3() {
    const server = await startS3Server();
    return {
      storage: s3Storage(server.settings),
      close: () => server.close(),
    };
  },
};

describe.each(["disk", "s3"] as const)("%s file storage", (kind) => {
  let subject: StorageUnderTest;
  beforeAll(async () => {
    subject = await backends[kind]();
  });
  afterAll(async () => {
    await subject?.close();
  });

  it("lists nothing before the first file", async () => {
    expect(await subject.storage.list()).toEqual([]);
  });

  it("gives back the bytes it was given, under their key", async () => {
    const { storage } = subject;
    const body = Buffer.from([0, 1, 2, 250, 255]);
    await storage.put("images/a/320.webp", body, "image/webp");
    await storage.put("documents/b.pdf", Buffer.from("%PDF-1.4"), "application/pdf");
    expect(await storage.get("images/a/320.webp")).toEqual(body);
    const listed = await storage.list();
    expect(listed.map((object) => object.key)).toEqual(["documents/b.pdf", "images/a/320.webp"]);
    for (const object of listed) {
      expect(Math.abs(object.modified.getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it("answers null for a missing file and takes the removal of one quietly", async () => {
    const { storage } = subject;
    expect(await storage.get("images/none/320.webp")).toBeNull();
    await expect(storage.remove("images/none/320.webp")).resolves.toBeUndefined();
  });

  it("removes a file so that it is neither read nor listed", async () => {
    const { storage } = subject;
    await storage.put("images/c/640.webp", Buffer.from("x"), "image/webp");
    await storage.remove("images/c/640.webp");
    expect(await storage.get("images/c/640.webp")).toBeNull();
    expect((await storage.list()).map((object) => object.key)).not.toContain("images/c/640.webp");
  });
});

describe("s3 file storage", () => {
  it("serves a file anonymously at its URL, with its content type and a long cache life", async () => {
    const { storage, close } = await backends.s3();
    try {
      await storage.put("documents/d.pdf", Buffer.from("%PDF-1.4 d"), "application/pdf");
      const response = await fetch(storage.url("documents/d.pdf"));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toBe("%PDF-1.4 d");
    } finally {
      await close();
    }
  });

  it("reads S3_PREFIX as a folder of the bucket and puts every key and address under it", async () => {
    const s3 = { S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "shared" };
    const keys = { S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };
    const prefixOf = (value: string) => readConfig({ ...s3, ...keys, S3_PREFIX: value }).s3?.prefix;
    expect(prefixOf("busha")).toBe("busha/");
    expect(prefixOf("/sites/busha/")).toBe("sites/busha/");
    expect(prefixOf("")).toBeUndefined();
    expect(() => prefixOf("../other")).toThrow(/S3_PREFIX/);

    const server = await startS3Server();
    try {
      const storage = s3Storage({ ...server.settings, prefix: "busha/" });
      const whole = s3Storage(server.settings);
      await whole.put("images/theirs/320.webp", Buffer.from("theirs"), "image/webp");
      await storage.put("images/ours/320.webp", Buffer.from("ours"), "image/webp");
      expect((await whole.list()).map((object) => object.key)).toEqual([
        "busha/images/ours/320.webp",
        "images/theirs/320.webp",
      ]);
      expect((await storage.list()).map((object) => object.key)).toEqual(["images/ours/320.webp"]);
      expect(storage.url("images/ours/320.webp")).toBe(
        `${server.endpoint}/${server.bucket}/busha/images/ours/320.webp`,
      );
      expect((await storage.get("images/ours/320.webp"))?.toString()).toBe("ours");
      await storage.remove("images/theirs/320.webp");
      expect((await whole.get("images/theirs/320.webp"))?.toString()).toBe("theirs");
    } finally {
      await server.close();
    }
  });

  it("addresses files under S3_PUBLIC_URL when one is given", () => {
    const storage = s3Storage({
      endpoint: "http://127.0.0.1:9000",
      bucket: "shelter",
      accessKeyId: "key",
      secretAccessKey: "secret",
      region: "us-east-1",
      publicUrl: "https://cdn.example/",
    });
    expect(storage.url("images/a/320.webp")).toBe("https://cdn.example/images/a/320.webp");
  });
});

describe("disk file storage", () => {
  it("removes the folders a removal leaves empty, and no folder that still holds a file", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "shelter-storage-"));
    try {
      const uploads = path.join(root, "uploads");
      const storage = diskStorage(uploads);
      await storage.put("images/e/320.webp", Buffer.from("a"), "image/webp");
      await storage.put("images/e/640.webp", Buffer.from("b"), "image/webp");
      await storage.put("images/f/320.webp", Buffer.from("c"), "image/webp");
      await storage.remove("images/e/320.webp");
      expect(await readdir(path.join(uploads, "images"))).toEqual(["e", "f"]);
      await storage.remove("images/e/640.webp");
      expect(await readdir(path.join(uploads, "images"))).toEqual(["f"]);
      await storage.remove("images/f/320.webp");
      expect(await readdir(uploads)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("addresses files under /uploads/ and lets no key reach outside its folder", async () => {
    const { storage, close } = await backends.disk();
    try {
      expect(storage.url("images/a/320.webp")).toBe("/uploads/images/a/320.webp");
      await expect(storage.put("../escape.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
        /Bad storage key/,
      );
      await expect(storage.get("../../etc/passwd")).rejects.toThrow(/Bad storage key/);
      await expect(storage.remove("..")).rejects.toThrow(/Bad storage key/);
    } finally {
      await close();
    }
  });
});
