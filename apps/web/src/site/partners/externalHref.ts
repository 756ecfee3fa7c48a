/** The link as an address safe to open, or undefined for anything but http(s). */
export function externalHref(link: string): string | undefined {
  // Links are typed in the back office; a `javascript:` address must never become a link.
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}
