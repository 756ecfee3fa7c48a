import type { PageLanguage } from "@shelter/contract/page";

interface WithAltTexts {
  alt_ua?: string | null;
  alt_en?: string | null;
}

/**
 * An image's alternative text in the page's language, falling back to the other language and
 * then to the record's own title or name (CONTRACT.md, Alternative texts).
 */
export function altText(record: WithAltTexts, language: PageLanguage, fallback: string): string {
  const own = language === "en" ? record.alt_en : record.alt_ua;
  const other = language === "en" ? record.alt_ua : record.alt_en;
  return own?.trim() || other?.trim() || fallback;
}
