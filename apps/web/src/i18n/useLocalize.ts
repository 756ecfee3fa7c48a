import { useTranslation } from "react-i18next";

type Bilingual<Field extends string> = Record<`${Field}_ua` | `${Field}_en`, string>;

/**
 * Picks the current language's text of a record field kept in two languages
 * (`title_ua` / `title_en`); an empty English text falls back to the Ukrainian one.
 */
export function useLocalize() {
  const { i18n } = useTranslation();
  const english = i18n.resolvedLanguage === "en";
  return <Field extends string>(record: Bilingual<Field>, field: Field): string => {
    const ukrainian = record[`${field}_ua` as const];
    return english ? record[`${field}_en` as const] || ukrainian : ukrainian;
  };
}
