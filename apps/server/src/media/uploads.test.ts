import { randomBytes } from "node:crypto";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import {
  errorResponseSchema,
  galleryImageSchema,
  type ImageVariant,
  messages,
  newsPostSchema,
  pdfDocumentSchema,
} from "@shelter/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsFields } from "../testing/api.ts";
import { canvas, PHOTO_SECRET, photoWithLocation } from "../testing/photos.ts";
import { startS3Server, type TestS3Server } from "../testing/s3Server.ts";
import { adminToken, startTestSite, type TestSite } from "../testing/testSite.ts";
import { diskStorage } from "./storage/disk.ts";
import { s3Storage } from "./storage/s3.ts";
import type { FileStorage } from "./storage/storage.ts";

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;

/** A valid 1-bit PNG of 30000 × 30000 pixels (900 megapixels) in about 100 KB. */
function decompressionBomb(): Buffer {
  const side = 30_000;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1, greyscale
  const rows = Buffer.alloc((Math.ceil(side / 8) + 1) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const HTML_BYTES = Buffer.from(
  "<!doctype html><html><body><script>alert(1)</script></body></html>",
);
const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="red"/><script>alert(1)</script></svg>',
);

function widthsOf(variants: ImageVariant[]): number[] {
  return variants.map((variant) => variant.width);
}

describe.each(["disk", "s3"] as const)("uploads through the API to %s storage", (kind) => {
  let s3: TestS3Server | undefined;
  let test: TestSite;
  let token: string;
  /** The same files the site writes, listed and read from outside the site. */
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = kind === "s3" ? await startS3Server() : undefined;
    test = await startTestSite("embedded", { env: { SEED_DEMO: "false", ...s3?.env } });
    token = await adminToken(test);
    storage = s3 ? s3Storage(s3.settings) : diskStorage(path.join(test.dataDir, "uploads"));
  });
  afterAll(async () => {
    await test?.destroy();
    await s3?.close();
  });

  async function call(method: string, url: string, body?: unknown) {
    const response = await fetch(test.baseUrl + url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  /** A stored file by its public URL: from the site (disk) or the S3 server. */
  async function download(url: string) {
    const response = await fetch(new URL(url, test.baseUrl), { redirect: "manual" });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  const storedKeys = async () => (await storage.list()).map((object) => object.key);

  /** The storage key behind a public URL, checking the URL points where this storage serves. */
  function keyOf(url: string): string {
    const prefix = kind === "s3" ? `${s3?.endpoint}/${s3?.bucket}/` : "/uploads/";
    expect(url.startsWith(prefix)).toBe(true);
    return url.slice(prefix.length);
  }

  /** Runs `work` while a trigger makes every INSERT or UPDATE on `table` fail. */
  async function whileDatabaseRefuses(
    event: "INSERT" | "UPDATE",
    table: string,
    work: () => Promise<void>,
  ): Promise<void> {
    await test.site.db.exec(`
      CREATE FUNCTION refuse_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER refuse_for_test BEFORE ${event} ON ${table}
        FOR EACH ROW EXECUTE FUNCTION refuse_for_test();`);
    try {
      await work();
    } finally {
      await test.site.db.exec(`
        DROP TRIGGER refuse_for_test ON ${table};
        DROP FUNCTION refuse_for_test();`);
    }
  }

  async function mediaRowCount(): Promise<number> {
    const [row] = await test.site.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM media",
    );
    if (typeof row?.count !== "number") throw new Error("media count unreadable");
    return row.count;
  }

  async function uploadToGallery(image: Buffer) {
    const { status, body } = await call("POST", "/api/gallery", {
      image_data: dataUrl("image/jpeg", image),
    });
    expect(status).toBe(201);
    return galleryImageSchema.parse(body);
  }

  /** A 400 naming exactly one field with the given message. */
  function expectRefusal(answer: { status: number; body: unknown }, field: string, text: string) {
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(answer.body).errors).toEqual([{ field, message: text }]);
  }

  describe("images", () => {
    it("stores a GPS-tagged photo as WebP without its metadata, at the widths srcset promises", async () => {
      const input = await photoWithLocation(2400, 1600);
      expect((await sharp(input).metadata()).exif).toBeDefined();
      expect(input.includes(PHOTO_SECRET)).toBe(true);

      const image = await uploadToGallery(input);
      const widths = widthsOf(image.image_variants);
      expect(widths).toEqual([320, 640, 1024, 1600]);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(image.image_url).toBe(image.image_variants.at(-1)?.url);
      for (const variant of image.image_variants) {
        const file = await download(variant.url);
        expect(file.status).toBe(200);
        expect(file.type).toBe("image/webp");
        const stored = await sharp(file.bytes).metadata();
        expect(stored.format).toBe("webp");
        expect(stored.width).toBe(variant.width);
        expect(stored.height).toBe(Math.round((variant.width * 1600) / 2400));
        expect(stored.exif).toBeUndefined();
        expect(stored.xmp).toBeUndefined();
        expect(stored.icc).toBeUndefined();
        expect(file.bytes.includes(PHOTO_SECRET)).toBe(false);
      }
      expect(await storedKeys()).toEqual(
        expect.arrayContaining(image.image_variants.map((variant) => keyOf(variant.url))),
      );
    });

    it("stores a small original at its own width, never upscaled", async () => {
      const image = await uploadToGallery(await canvas(500, 300).jpeg().toBuffer());
      expect(widthsOf(image.image_variants)).toEqual([320, 500]);
      expect(image.image_url).toBe(image.image_variants[1]?.url);
      for (const variant of image.image_variants) {
        const stored = await sharp((await download(variant.url)).bytes).metadata();
        expect(stored.width).toBe(variant.width);
        expect(stored.width).toBeLessThanOrEqual(500);
      }
    });

    it("stores a photo taken sideways (EXIF orientation 6) upright", async () => {
      const sideways = await canvas(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      expect((await sharp(sideways).metadata()).orientation).toBe(6);
      const image = await uploadToGallery(sideways);
      expect(widthsOf(image.image_variants)).toEqual([320, 640, 800]);
      const widest = await sharp((await download(image.image_url)).bytes).metadata();
      expect(widest).toMatchObject({ width: 800, height: 1200 });
      expect(widest.orientation).toBeUndefined();
    });
  });

  describe("files follow their records", () => {
    it("keeps a deleted gallery image's files in the trash, and removes every variant when it is removed for good", async () => {
      const image = await uploadToGallery(await canvas(1100, 700).jpeg().toBuffer());
      const keys = image.image_variants.map((variant) => keyOf(variant.url));
      expect(keys).toHaveLength(4);
      expect(await storedKeys()).toEqual(expect.arrayContaining(keys));

      expect((await call("DELETE", `/api/gallery/${image.ID}`)).status).toBe(200);
      expect(await storedKeys()).toEqual(expect.arrayContaining(keys));
      expect((await call("DELETE", `/api/trash/gallery/${image.ID}`)).status).toBe(200);
      const left = await storedKeys();
      for (const key of keys) expect(left).not.toContain(key);
      for (const variant of image.image_variants) {
        expect((await download(variant.url)).status).toBe(404);
      }
    });

    it("adds a news post's new files when its image changes, keeps the old ones for its history, and removes all with the post for good", async () => {
      const created = await call("POST", "/api/news", {
        ...newsFields("one"),
        image_data: dataUrl("image/jpeg", await canvas(900, 600).jpeg().toBuffer()),
      });
      expect(created.status).toBe(201);
      const post = newsPostSchema.parse(created.body);
      const oldKeys = post.image_variants.map((variant) => keyOf(variant.url));

      const kept = await call("PUT", `/api/news/${post.ID}`, newsFields("two"));
      expect(kept.status).toBe(200);
      expect(newsPostSchema.parse(kept.body).image_variants).toEqual(post.image_variants);
      expect(await storedKeys()).toEqual(expect.arrayContaining(oldKeys));

      const before = await storedKeys();
      const replaced = await call("PUT", `/api/news/${post.ID}`, {
        ...newsFields("three"),
        image_data: dataUrl("image/png", await canvas(700, 500, "#d33").png().toBuffer()),
      });
      expect(replaced.status).toBe(200);
      const updated = newsPostSchema.parse(replaced.body);
      expect(widthsOf(updated.image_variants)).toEqual([320, 640, 700]);
      const newKeys = updated.image_variants.map((variant) => keyOf(variant.url));
      // The old photo stays while a version of the post may bring it back.
      expect(await storedKeys()).toEqual([...before, ...newKeys].sort());
      for (const variant of [...post.image_variants, ...updated.image_variants]) {
        expect((await download(variant.url)).status).toBe(200);
      }
      expect((await call("DELETE", `/api/news/${post.ID}`)).status).toBe(200);
      expect((await call("DELETE", `/api/trash/news/${post.ID}`)).status).toBe(200);
      const left = await storedKeys();
      for (const key of [...oldKeys, ...newKeys]) expect(left).not.toContain(key);
      for (const variant of post.image_variants) {
        expect((await download(variant.url)).status).toBe(404);
      }
    });

    it("stores nothing for an image sent to a news post that does not exist", async () => {
      const before = await storedKeys();
      const answer = await call("PUT", "/api/news/999999", {
        ...newsFields("ghost"),
        image_data: dataUrl("image/jpeg", await canvas(800, 600).jpeg().toBuffer()),
      });
      expect(answer.status).toBe(404);
      expect(await storedKeys()).toEqual(before);
    });

    it("removes the written files when the database refuses the new record", async () => {
      const before = await storedKeys();
      const mediaRows = await mediaRowCount();
      await whileDatabaseRefuses("INSERT", "gallery_images", async () => {
        const answer = await call("POST", "/api/gallery", {
          image_data: dataUrl("image/jpeg", await canvas(1300, 900).jpeg().toBuffer()),
        });
        expect(answer.status).toBe(500);
      });
      expect(await storedKeys()).toEqual(before);
      expect(await mediaRowCount()).toBe(mediaRows);
    });

    it("keeps the old image and drops the new files when the database refuses an update", async () => {
      const created = await call("POST", "/api/news", {
        ...newsFields("four"),
        image_data: dataUrl("image/jpeg", await canvas(650, 400).jpeg().toBuffer()),
      });
      const post = newsPostSchema.parse(created.body);
      const before = await storedKeys();
      await whileDatabaseRefuses("UPDATE", "news_posts", async () => {
        const answer = await call("PUT", `/api/news/${post.ID}`, {
          ...newsFields("five"),
          image_data: dataUrl("image/jpeg", await canvas(1000, 600).jpeg().toBuffer()),
        });
        expect(answer.status).toBe(500);
      });
      expect(await storedKeys()).toEqual(before);
      const reread = newsPostSchema.parse((await call("GET", `/api/news/${post.ID}`)).body);
      expect(reread.image_variants).toEqual(post.image_variants);
      expect((await download(post.image_url ?? "")).status).toBe(200);
    });
  });

  describe("hostile images", () => {
    const hostile: { name: string; type: string; bytes: () => Promise<Buffer> }[] = [
      { name: "a PDF sent as image/png", type: "image/png", bytes: async () => PDF_BYTES },
      { name: "an SVG sent as image/png", type: "image/png", bytes: async () => SVG_BYTES },
      {
        name: "an HTML page sent as image/jpeg",
        type: "image/jpeg",
        bytes: async () => HTML_BYTES,
      },
      { name: "a GIF", type: "image/gif", bytes: () => canvas(64, 64).gif().toBuffer() },
      {
        name: "a TIFF sent as image/jpeg",
        type: "image/jpeg",
        bytes: () => canvas(64, 64).tiff().toBuffer(),
      },
      { name: "random bytes", type: "image/webp", bytes: async () => randomBytes(4096) },
      {
        name: "a truncated JPEG",
        type: "image/jpeg",
        bytes: async () => {
          const jpeg = await canvas(800, 600).jpeg().toBuffer();
          return jpeg.subarray(0, Math.floor(jpeg.length / 2));
        },
      },
    ];

    it.each(hostile)("refuses $name and stores nothing", async ({ type, bytes }) => {
      const before = await storedKeys();
      const answer = await call("POST", "/api/gallery", {
        image_data: dataUrl(type, await bytes()),
      });
      expectRefusal(answer, "image_data", messages.imageType);
      expect(await storedKeys()).toEqual(before);
    });

    it("refuses a decompression bomb and stays healthy", async () => {
      const bomb = decompressionBomb();
      expect(bomb.length).toBeLessThan(200_000);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
        format: "png",
        width: 30_000,
        height: 30_000,
      });
      const before = await storedKeys();
      const answer = await call("POST", "/api/gallery", {
        image_data: dataUrl("image/png", bomb),
      });
      expectRefusal(answer, "image_data", messages.imageType);
      expect(await storedKeys()).toEqual(before);
      expect(await call("GET", "/api/health")).toEqual({ status: 200, body: { status: "ok" } });
    });

    it("refuses an image over 5 MB", async () => {
      // Random pixels, uncompressed: a real PNG of about 6 MB.
      const big = await sharp(randomBytes(1200 * 1700 * 3), {
        raw: { width: 1200, height: 1700, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
      expect(big.length).toBeLessThan(7 * 1024 * 1024);
      const before = await storedKeys();
      const answer = await call("POST", "/api/gallery", {
        image_data: dataUrl("image/png", big),
      });
      expectRefusal(answer, "image_data", messages.imageOver5Mb);
      expect(await storedKeys()).toEqual(before);
    });

    it("refuses a data URL with two commas as unreadable", async () => {
      const jpeg = (await canvas(400, 300).jpeg().toBuffer()).toString("base64");
      const answer = await call("POST", "/api/gallery", {
        image_data: `data:image/jpeg;base64,${jpeg},${jpeg}`,
      });
      expectRefusal(answer, "image_data", messages.imageUnreadable);
    });

    it("refuses a partner logo that is not an image", async () => {
      const before = await storedKeys();
      const answer = await call("POST", "/api/partners", {
        name: "Ферма",
        link: "https://example.org",
        logo_data: dataUrl("image/png", HTML_BYTES),
      });
      expectRefusal(answer, "logo_data", messages.imageType);
      expect(await storedKeys()).toEqual(before);
    });
  });

  describe("PDF documents", () => {
    it("stores a PDF, serves it as application/pdf and removes it with its record", async () => {
      const created = await call("POST", "/api/pdf", {
        title: "Статут притулку",
        document_data: dataUrl("application/pdf", PDF_BYTES),
      });
      expect(created.status).toBe(201);
      const document = pdfDocumentSchema.parse(created.body);
      const key = keyOf(document.document_url);
      expect(key).toMatch(/^documents\/.+\.pdf$/);
      const file = await download(document.document_url);
      expect(file.status).toBe(200);
      expect(file.type).toBe("application/pdf");
      expect(file.bytes).toEqual(PDF_BYTES);
      expect(await storedKeys()).toContain(key);

      expect((await call("DELETE", `/api/pdf/${document.id}`)).status).toBe(200);
      // In the trash its file waits for a restore; removed for good, it goes.
      expect(await storedKeys()).toContain(key);
      expect((await call("DELETE", `/api/trash/documents/${document.id}`)).status).toBe(200);
      expect(await storedKeys()).not.toContain(key);
      expect((await download(document.document_url)).status).toBe(404);
    });

    it.each([
      { name: "an image", bytes: () => canvas(300, 200).jpeg().toBuffer() },
      { name: "an HTML page", bytes: async () => HTML_BYTES },
    ])("refuses $name sent as a PDF", async ({ bytes }) => {
      const before = await storedKeys();
      const answer = await call("POST", "/api/pdf", {
        title: "Не документ",
        document_data: dataUrl("application/pdf", await bytes()),
      });
      expectRefusal(answer, "document_data", messages.documentType);
      expect(await storedKeys()).toEqual(before);
    });
  });
});
