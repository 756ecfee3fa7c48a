/** Placeholder: being built. */
export function NewsSection() {
  return null;
}
