/** Placeholder: being built. */
export function SupportButton() {
  return null;
}
