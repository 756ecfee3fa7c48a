/** Placeholder: being built. */
export function GallerySection() {
  return null;
}
