/** Placeholder: being built. */
export function ExcursionsSection() {
  return null;
}
