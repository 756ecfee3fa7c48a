import {
  type BackendModule,
  createInstance,
  type i18n as I18n,
  type ResourceLanguage,
} from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages.ts";
import type { Namespaces } from "./resources.ts";

export type Namespace = keyof Namespaces;

/** What the first screen (header, hero, round help button, modal frame) says: sent with the page. */
export const FIRST_SCREEN_NAMESPACES = ["common", "header", "hero"] as const satisfies Namespace[];

// Each language's namespace is a JSON file of its own (hashed, cached for good), fetched with
// the section that shows it: texts are data, not code.
const namespaceFiles = import.meta.glob<string>("./locales/*/*.json", {
  query: "?url",
  import: "default",
  eager: true,
});
const fetched = new Map<string, Promise<ResourceLanguage[string]>>();

function knownLanguage(language: string): Language {
  return LANGUAGES.find((candidate) => candidate === language) ?? DEFAULT_LANGUAGE;
}

async function fetchTexts(url: string): Promise<ResourceLanguage[string]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The texts of one namespace in one language, fetched once. */
export function loadNamespaceTexts(
  language: string,
  namespace: string,
): Promise<ResourceLanguage[string]> {
  const url = namespaceFiles[`./locales/${knownLanguage(language)}/${namespace}.json`];
  if (!url) return Promise.reject(new Error(`no texts for the namespace "${namespace}"`));
  let texts = fetched.get(url);
  if (!texts) {
    texts = fetchTexts(url);
    // A failed fetch may be tried again later.
    texts.catch(() => fetched.delete(url));
    fetched.set(url, texts);
  }
  return texts;
}

/**
 * Starts downloading the page language's texts of these namespaces alongside a section's or a
 * modal's code, so i18next finds them already fetched when the component asks.
 */
export function prefetchTexts(namespaces: readonly Namespace[]): Promise<unknown> {
  const language = document.documentElement.lang;
  return Promise.all(namespaces.map((namespace) => loadNamespaceTexts(language, namespace)));
}

/** Fetches a namespace the page did not come with: a section's, or another language's. */
const namespaceChunks: BackendModule = {
  type: "backend",
  init: () => {},
  read: (language, namespace, callback) => {
    loadNamespaceTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * One i18next instance per render: the server renders both languages side by side, so the
 * language belongs to the instance, never to a global. `texts` are the namespaces already at
 * hand (all of them on the server, the first screen's in the browser), so the first render
 * (and hydration) is synchronous; the others arrive with the sections that use them.
 */
export function createI18n(language: Language, texts: ResourceLanguage): I18n {
  const instance = createInstance();
  void instance
    .use(namespaceChunks)
    .use(initReactI18next)
    .init({
      resources: { [language]: texts },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      ns: Object.keys(texts),
      defaultNS: "common",
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}
