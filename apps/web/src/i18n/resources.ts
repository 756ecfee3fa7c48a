import type { ResourceLanguage } from "i18next";
import type { Language } from "./languages.ts";
import en from "./locales/en.ts";
import uk from "./locales/uk.ts";

/** The Ukrainian set defines the keys. */
export type Namespaces = typeof uk;

/** Both languages at once, for the server's render and the tests. */
export const resources = { uk, en } satisfies Record<Language, ResourceLanguage>;
