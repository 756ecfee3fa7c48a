/** Placeholder: being built. */
export function FaqSection() {
  return null;
}
