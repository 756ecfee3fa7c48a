/** Placeholder: being built. */
export function SiteFooter() {
  return null;
}
