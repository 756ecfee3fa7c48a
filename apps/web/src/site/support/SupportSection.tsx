/** Placeholder: being built. */
export function SupportSection() {
  return null;
}
