/**
 * Issue 23: a phone's photo (often 5–8 MB) is shrunk in the browser to the form's limit before
 * it is sent, rather than refused. Only a file the browser cannot decode is left as picked, for
 * the form's rules to refuse.
 */

/** A picture the browser decoded, which can be drawn again at any size. */
export interface DecodedImage {
  width: number;
  height: number;
  encode(width: number, height: number, type: string, quality: number): Promise<Blob | null>;
  close(): void;
}

export type ImageDecoder = (file: File) => Promise<DecodedImage | null>;

/** Larger than any screen the site shows a photo on; a camera's 8,000 px are never needed. */
const MAX_SIDE = 3200;
const QUALITIES = [0.85, 0.7, 0.55];
const MAX_ROUNDS = 6;

/**
 * `file` itself when it already fits `maxBytes` in an accepted type; otherwise the picture
 * re-encoded (JPEG, or WebP when it may hold transparency) at decreasing quality and size until
 * it fits; null when it cannot be decoded or made to fit.
 */
export async function shrinkImage(
  file: File,
  maxBytes: number,
  accepted: readonly string[],
  decode: ImageDecoder = decodeInBrowser,
): Promise<File | null> {
  if (file.size <= maxBytes && accepted.includes(file.type)) return file;
  const image = await decode(file).catch(() => null);
  if (!image) return null;
  try {
    const type =
      file.type === "image/png" || file.type === "image/webp" ? "image/webp" : "image/jpeg";
    let scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const width = Math.max(1, Math.round(image.width * scale));
      const height = Math.max(1, Math.round(image.height * scale));
      let smallest = Number.POSITIVE_INFINITY;
      for (const quality of QUALITIES) {
        const blob = await image.encode(width, height, type, quality);
        if (!blob) return null;
        if (blob.size <= maxBytes) return asFile(blob, file.name);
        smallest = Math.min(smallest, blob.size);
      }
      // The bytes fall about with the pixels: aim a little under the limit.
      scale *= Math.min(0.8, Math.sqrt(maxBytes / smallest) * 0.9);
    }
    return null;
  } finally {
    image.close();
  }
}

function asFile(blob: Blob, pickedName: string): File {
  const extension = blob.type === "image/webp" ? "webp" : blob.type === "image/png" ? "png" : "jpg";
  const stem = pickedName.replace(/\.[^.]+$/, "") || "photo";
  return new File([blob], `${stem}.${extension}`, { type: blob.type });
}

/** Decodes with createImageBitmap and draws on a canvas; JPEG when WebP cannot be written. */
const decodeInBrowser: ImageDecoder = async (file) => {
  if (typeof createImageBitmap !== "function") return null;
  const bitmap = await createImageBitmap(file);
  const image: DecodedImage = {
    width: bitmap.width,
    height: bitmap.height,
    async encode(width, height, type, quality) {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) return null;
      if (type === "image/jpeg") {
        // JPEG has no transparency: white, not black, behind a transparent picture.
        context.fillStyle = "#fff";
        context.fillRect(0, 0, width, height);
      }
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, type, quality),
      );
      // A browser that cannot write WebP gives PNG instead: JPEG then.
      if (blob && blob.type !== type && type !== "image/jpeg") {
        return image.encode(width, height, "image/jpeg", quality);
      }
      return blob;
    },
    close: () => bitmap.close(),
  };
  return image;
};
