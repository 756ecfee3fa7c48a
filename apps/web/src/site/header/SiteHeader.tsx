/** Placeholder: being built. */
export function SiteHeader() {
  return null;
}
