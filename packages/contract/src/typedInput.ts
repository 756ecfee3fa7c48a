/** What people type into a phone or link field, written the way the rules check and store it. */

/** spec: the contacts rule's phone format, "+380" then three groups of three digits. */
export const UKRAINIAN_PHONE = /^\+380 \d{3} \d{3} \d{3}$/;

/**
 * What people type ("0671234567", "+38 (067) 123-45-67", "380671234567") as the contacts rule
 * writes it, "+380 671 234 567"; anything else is returned as typed, for the rule to refuse.
 */
export function normalizeUkrainianPhone(value: string): string {
  const typed = value.trim();
  if (!/^[+\d\s()\-.]+$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, "");
  const national =
    digits.length === 12 && digits.startsWith("380")
      ? digits.slice(3)
      : digits.length === 10 && digits.startsWith("0")
        ? digits.slice(1)
        : digits.length === 9
          ? digits
          : undefined;
  if (national === undefined) return typed;
  return `+380 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** A scheme such as "https:" or "javascript:"; "site.org:8080" has none (a port follows). */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/** A link typed without its scheme ("busha.org/help") gets "https://"; any other is left as typed. */
export function withHttps(value: string): string {
  const typed = value.trim();
  if (typed === "" || SCHEME.test(typed)) return typed;
  return `https://${typed.replace(/^\/\//, "")}`;
}
