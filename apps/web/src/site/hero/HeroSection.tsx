/** Placeholder: being built. */
export function HeroSection() {
  return null;
}
