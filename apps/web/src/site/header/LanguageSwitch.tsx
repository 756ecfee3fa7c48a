import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../i18n/languages.ts";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t("language.label")}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={i18n.resolvedLanguage === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
