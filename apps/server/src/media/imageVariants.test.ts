import { IMAGE_VARIANT_WIDTHS } from "@shelter/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { canvas, PHOTO_SECRET, photoWithLocation } from "../testing/photos.ts";
import { encodeImageVariants, UnsupportedImageError } from "./imageVariants.ts";

/** GPSLatitudeRef read from a raw EXIF block (TIFF IFD0 → GPS IFD, tag 0x0001). */
function gpsLatitudeRef(exif: Buffer): string | undefined {
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + i * 12);
  const gpsPointer = entries(u32(4)).find((entry) => u16(entry) === 0x8825);
  if (gpsPointer === undefined) return undefined;
  const latitudeRef = entries(u32(gpsPointer + 8)).find((entry) => u16(entry) === 0x0001);
  return latitudeRef === undefined
    ? undefined
    : tiff.toString("latin1", latitudeRef + 8, latitudeRef + 9);
}

describe("encodeImageVariants", () => {
  it("drops EXIF, GPS, XMP and ICC metadata and encodes WebP", async () => {
    const input = await photoWithLocation();
    const original = await sharp(input).metadata();
    expect(original.exif).toBeDefined();
    expect(gpsLatitudeRef(original.exif as Buffer)).toBe("N");
    expect(original.xmpAsString).toContain("GPSLatitude");
    expect(original.icc).toBeDefined();
    expect(input.includes(PHOTO_SECRET)).toBe(true);

    const variants = await encodeImageVariants(input);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      const stored = await sharp(variant.body).metadata();
      expect(stored.format).toBe("webp");
      expect(stored).toMatchObject({ width: variant.width, height: variant.height });
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(variant.body.includes(PHOTO_SECRET)).toBe(false);
      expect(variant.body.includes("GPSLatitude")).toBe(false);
    }
  });

  it.each([
    { original: 2400, widths: [...IMAGE_VARIANT_WIDTHS] },
    { original: 1600, widths: [320, 640, 1024, 1600] },
    { original: 1200, widths: [320, 640, 1024, 1200] },
    { original: 500, widths: [320, 500] },
    { original: 320, widths: [320] },
    { original: 120, widths: [120] },
  ])(
    "encodes a $original px wide original at widths $widths, never upscaled",
    async ({ original, widths }) => {
      const variants = await encodeImageVariants(
        await canvas(original, Math.round(original / 2))
          .png()
          .toBuffer(),
      );
      expect(variants.map((variant) => variant.width)).toEqual(widths);
      for (const variant of variants) {
        expect(variant.height).toBe(Math.round(variant.width / 2));
        expect((await sharp(variant.body).metadata()).width).toBe(variant.width);
      }
    },
  );

  it("turns a photo with EXIF orientation 6 upright", async () => {
    const sideways = await canvas(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({
      width: 1200,
      height: 800,
      orientation: 6,
    });
    const variants = await encodeImageVariants(sideways);
    expect(variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 480],
      [640, 960],
      [800, 1200],
    ]);
    const widest = await sharp(variants.at(-1)?.body).metadata();
    expect(widest).toMatchObject({ width: 800, height: 1200 });
    expect(widest.orientation).toBeUndefined();
  });

  it("takes WebP and PNG with transparency", async () => {
    const transparent = sharp({
      create: { width: 700, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    });
    for (const input of [
      await transparent.clone().png().toBuffer(),
      await transparent.clone().webp().toBuffer(),
    ]) {
      const variants = await encodeImageVariants(input);
      expect(variants.map((variant) => variant.width)).toEqual([320, 640, 700]);
      expect((await sharp(variants[0]?.body).metadata()).hasAlpha).toBe(true);
    }
  });

  it("refuses a GIF and a truncated JPEG as unsupported images", async () => {
    const gif = await canvas(40, 40).gif().toBuffer();
    const jpeg = await canvas(800, 600).jpeg().toBuffer();
    for (const input of [gif, jpeg.subarray(0, Math.floor(jpeg.length / 2))]) {
      await expect(encodeImageVariants(input)).rejects.toBeInstanceOf(UnsupportedImageError);
    }
  });
});

describe("a very tall picture", () => {
  it("is stored within WebP's 16383 px limit instead of being refused", async () => {
    const tall = await sharp({
      create: { width: 300, height: 20_000, channels: 3, background: "#3a7d44" },
    })
      .png()
      .toBuffer();
    const variants = await encodeImageVariants(tall);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect(variant.height).toBeLessThanOrEqual(16_383);
    const widths = variants.map((variant) => variant.width);
    expect(new Set(widths).size).toBe(widths.length);
  });
});
