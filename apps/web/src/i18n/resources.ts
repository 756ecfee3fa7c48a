import type { Resource } from "i18next";
import type { Language } from "./languages.ts";
import enCommon from "./locales/en/common.json";
import enContacts from "./locales/en/contacts.json";
import enExcursions from "./locales/en/excursions.json";
import enGallery from "./locales/en/gallery.json";
import enNews from "./locales/en/news.json";
import enPartners from "./locales/en/partners.json";
import enReviews from "./locales/en/reviews.json";
import ukCommon from "./locales/uk/common.json";
import ukContacts from "./locales/uk/contacts.json";
import ukExcursions from "./locales/uk/excursions.json";
import ukGallery from "./locales/uk/gallery.json";
import ukNews from "./locales/uk/news.json";
import ukPartners from "./locales/uk/partners.json";
import ukReviews from "./locales/uk/reviews.json";

const uk = {
  common: ukCommon,
  contacts: ukContacts,
  excursions: ukExcursions,
  gallery: ukGallery,
  news: ukNews,
  partners: ukPartners,
  reviews: ukReviews,
};

export type Namespaces = typeof uk;

/** Every text of the site, bundled at build time; the Ukrainian set defines the keys. */
export const resources = {
  uk,
  en: {
    common: enCommon,
    contacts: enContacts,
    excursions: enExcursions,
    gallery: enGallery,
    news: enNews,
    partners: enPartners,
    reviews: enReviews,
  },
} satisfies Record<Language, Resource[string]>;
