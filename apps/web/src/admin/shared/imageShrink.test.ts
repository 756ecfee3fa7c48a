import { describe, expect, it, vi } from "vitest";
import { type DecodedImage, shrinkImage } from "./imageShrink.ts";

const TYPES = ["image/jpeg", "image/png", "image/webp"];
const MB = 1024 * 1024;

/** A decoded 4000×3000 picture whose encoding weighs `bytesPerPixel × pixels × quality`. */
function fakePhoto(bytesPerPixel: number) {
  const encode = vi.fn(async (width: number, height: number, type: string, quality: number) => {
    const size = Math.round(width * height * bytesPerPixel * quality);
    return new Blob([new Uint8Array(size)], { type });
  });
  const image: DecodedImage = { width: 4000, height: 3000, encode, close: vi.fn() };
  return { image, encode, decode: vi.fn(async () => image) };
}

const picked = (bytes: number, type = "image/jpeg", name = "IMG_2041.JPG") =>
  new File([new Uint8Array(bytes)], name, { type });

describe("shrinkImage", () => {
  it("keeps a photo that already fits, without decoding it", async () => {
    const photo = fakePhoto(1);
    const file = picked(2 * MB);
    expect(await shrinkImage(file, 3 * MB, TYPES, photo.decode)).toBe(file);
    expect(photo.decode).not.toHaveBeenCalled();
  });

  it("re-encodes a 6 MB phone photo as a JPEG under 3 MB, lowering quality then size", async () => {
    const photo = fakePhoto(0.5);
    const shrunk = await shrinkImage(picked(6 * MB), 3 * MB, TYPES, photo.decode);
    expect(shrunk?.size).toBeLessThanOrEqual(3 * MB);
    expect(shrunk?.type).toBe("image/jpeg");
    expect(shrunk?.name).toBe("IMG_2041.jpg");
    // First at most 3200 px wide at high quality, then lower quality before any smaller size.
    expect(photo.encode.mock.calls[0]).toEqual([3200, 2400, "image/jpeg", 0.85]);
    expect(photo.encode.mock.calls[1]?.[3]).toBe(0.7);
    expect(photo.image.close).toHaveBeenCalled();
  });

  it("writes a PNG, which may be transparent, as WebP", async () => {
    const photo = fakePhoto(0.2);
    const shrunk = await shrinkImage(
      picked(2 * MB, "image/png", "logo.png"),
      MB,
      TYPES,
      photo.decode,
    );
    expect(shrunk?.type).toBe("image/webp");
    expect(shrunk?.name).toBe("logo.webp");
  });

  it("gives null for a file that is not a picture", async () => {
    const decode = vi.fn(async () => {
      throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    });
    expect(await shrinkImage(picked(6 * MB), 3 * MB, TYPES, decode)).toBeNull();
  });
});
