import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./languages.ts";
import { resources } from "./resources.ts";

const STORAGE_KEY = "shelter.language";

function savedLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy settings); the site still works in the default language.
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: string) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is acceptable when storage is blocked.
  }
}

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t("common:siteName");
  rememberLanguage(language);
});

void i18n.use(initReactI18next).init({
  resources,
  lng: savedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: Object.keys(resources[DEFAULT_LANGUAGE]),
  defaultNS: "common",
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
