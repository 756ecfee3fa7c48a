import type { MediaStore, StoredVariant } from "../media/mediaStore.ts";

/** What an image record's select carries of its picture: its widths and alternative texts. */
export interface ImageColumns {
  upload_variants: StoredVariant[] | null;
  alt_ua: string;
  alt_en: string;
}

/** An image record's picture as every one answers it: address, widths, texts and shape. */
export function presentImage(media: MediaStore, row: ImageColumns) {
  const image = media.present(row.upload_variants);
  return {
    image_url: image.url,
    image_variants: image.variants,
    alt_ua: row.alt_ua,
    alt_en: row.alt_en,
    image_width: image.width,
    image_height: image.height,
  };
}
