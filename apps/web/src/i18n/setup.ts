import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages.ts";
import { resources } from "./resources.ts";

/**
 * One i18next instance per render: the server renders both languages side by side, so the
 * language belongs to the instance, never to a global.
 */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: Object.keys(resources[DEFAULT_LANGUAGE]),
    defaultNS: "common",
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
