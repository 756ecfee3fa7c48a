export const LANGUAGES = ["uk", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

// spec: the site starts in Ukrainian, and Ukrainian fills any English gap.
export const DEFAULT_LANGUAGE: Language = "uk";

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}
