import {
  type BackendModule,
  createInstance,
  type i18n as I18n,
  type ResourceLanguage,
} from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages.ts";
import type { Namespaces } from "./resources.ts";

const NAMESPACES = [
  "common",
  "header",
  "hero",
  "about",
  "excursions",
  "gallery",
  "partners",
  "news",
  "support",
  "donation",
  "faq",
  "reviews",
  "contacts",
  "footer",
  "seo",
] as const satisfies readonly (keyof Namespaces)[];

/** The texts of one language: a chunk of its own, so a page downloads only its language. */
export async function loadLanguage(language: Language): Promise<ResourceLanguage> {
  const module =
    language === "en" ? await import("./locales/en.ts") : await import("./locales/uk.ts");
  return module.default;
}

/** Fetches another language's texts when the visitor switches to it. */
const languageChunks: BackendModule = {
  type: "backend",
  init: () => {},
  read: (language, namespace, callback) => {
    const known = LANGUAGES.find((candidate) => candidate === language) ?? DEFAULT_LANGUAGE;
    loadLanguage(known).then(
      (texts) => callback(null, texts[namespace] ?? {}),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * One i18next instance per render: the server renders both languages side by side, so the
 * language belongs to the instance, never to a global. `texts` are the language's texts,
 * already loaded, so the first render (and hydration) is synchronous.
 */
export function createI18n(language: Language, texts: ResourceLanguage): I18n {
  const instance = createInstance();
  void instance
    .use(languageChunks)
    .use(initReactI18next)
    .init({
      resources: { [language]: texts },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      ns: NAMESPACES,
      defaultNS: "common",
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}
