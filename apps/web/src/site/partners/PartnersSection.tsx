/** Placeholder: being built. */
export function PartnersSection() {
  return null;
}
