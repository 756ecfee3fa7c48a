import { formatFileSize, messages } from "@shelter/contract";
import { z } from "zod";

/** spec §4: on edit the stored image stands in as an empty file of this type ("unchanged"). */
export const FOR_URL_TYPE = "for-url";
// spec §5/§9: the form-side limits and the four accepted types.
export const IMAGE_FORM_LIMIT = 3 * 1024 * 1024;
export const LOGO_FORM_LIMIT = 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp"];
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

export function storedImagePlaceholder(): File {
  return new File([], "stored-image", { type: FOR_URL_TYPE });
}

export const isStoredImage = (file: File | null | undefined) => file?.type === FOR_URL_TYPE;

/** The form's image field: one picked file of the four types within the limit, or the placeholder. */
export function imageFileField(options: { maxBytes: number; requiredMessage: string }) {
  return z
    .custom<File | null>((value) => value === null || value instanceof File, {
      error: options.requiredMessage,
    })
    .check((context) => {
      const file = context.value;
      const problem = !file
        ? options.requiredMessage
        : isStoredImage(file)
          ? undefined
          : !IMAGE_TYPES.includes(file.type)
            ? messages.imageType
            : file.size > options.maxBytes
              ? messages.imageTooLarge(formatFileSize(options.maxBytes))
              : undefined;
      if (problem) context.issues.push({ code: "custom", input: file, message: problem });
    });
}

export const newsImageField = () =>
  imageFileField({ maxBytes: IMAGE_FORM_LIMIT, requiredMessage: messages.imageRequired });
export const logoImageField = () =>
  imageFileField({ maxBytes: LOGO_FORM_LIMIT, requiredMessage: messages.logoRequired });

/** The picked file as the base64 data URL the API takes; undefined when the image is unchanged. */
export async function imageData(file: File | null, unreadable: string = messages.imageUnreadable) {
  if (!file || isStoredImage(file)) return undefined;
  return readAsDataUrl(file, unreadable);
}

export function readAsDataUrl(file: File, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error(unreadable));
    reader.onerror = () => reject(new Error(unreadable));
    reader.readAsDataURL(file);
  });
}
