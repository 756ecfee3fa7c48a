import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function GalleryLightbox(_props: ModalComponentProps<"lightbox">) {
  return null;
}
