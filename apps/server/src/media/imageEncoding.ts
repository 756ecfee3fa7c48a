import { IMAGE_VARIANT_WIDTHS } from "@shelter/contract";
import type { Metadata } from "sharp";
import { type EncodedVariant, UnsupportedImageError } from "./imageVariants.ts";

const ACCEPTED_FORMATS: readonly string[] = ["jpeg", "png", "webp"];

/** Against decompression bombs: a small file may still claim a huge canvas. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const WEBP_QUALITY = 78;
/**
 * libwebp's effort (0-6; sharp's default 4) by width. Up to 1024 px are the widths phones and
 * Lighthouse's mobile screen load: the default. The widest, for wide screens, is an upload's
 * costliest encode; at effort 2 it took 306 ms instead of 500 for bench:api's 3 MB photo, for
 * 10% more bytes over the demo photos (2026-11-28, one core): bench:api's create p95 is 1.5 s.
 */
const webpEffort = (width: number) => (width > 1024 ? 2 : 4);
/** WebP cannot hold a side longer than 16383 px. */
const MAX_WEBP_SIDE = 16_383;

/**
 * Decodes the bytes (whatever type was declared), refuses anything but JPEG, PNG and WebP,
 * and encodes WebP copies at the standard widths; sharp writes no EXIF or GPS metadata.
 * Runs in the image worker's process (imageWorker.ts), never in the server's.
 */
export async function encodeVariants(bytes: Buffer): Promise<EncodedVariant[]> {
  // Imported here, not at the top: a bundle hoists static imports above the worker's first line,
  // and the worker must lower its priority before libvips starts threads that inherit it.
  const { default: sharp } = await import("sharp");
  // libvips keeps recent operations and their pixels for a repeat, and a worker never repeats one.
  sharp.cache(false);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new UnsupportedImageError("not a readable image");
  }
  const { format, orientation = 1 } = metadata;
  // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is its stored height.
  const width = orientation >= 5 ? metadata.height : metadata.width;
  if (!format || !ACCEPTED_FORMATS.includes(format) || !width) {
    throw new UnsupportedImageError(`format ${format ?? "unknown"} is not accepted`);
  }
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);
  if (widths.length < IMAGE_VARIANT_WIDTHS.length) widths.push(Math.min(width, 1600));
  try {
    // Decoded once; each width is a clone of the same pipeline.
    const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const variants = await Promise.all(
      widths.map(async (target) => {
        const { data, info } = await source
          .clone()
          .resize({
            width: target,
            height: MAX_WEBP_SIDE,
            fit: "inside",
            withoutEnlargement: true,
          })
          .webp({ quality: WEBP_QUALITY, effort: webpEffort(target) })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, body: data };
      }),
    );
    // A very tall picture is capped by its height, so two targets may give the same width.
    return variants.filter(
      (variant, index) => variants.findIndex((other) => other.width === variant.width) === index,
    );
  } catch {
    throw new UnsupportedImageError("the image data is damaged");
  }
}
