/** Placeholder: being built. */
export function AboutSection() {
  return null;
}
