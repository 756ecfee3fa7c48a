import type { Resource } from "i18next";
import type { Language } from "./languages.ts";
import enAbout from "./locales/en/about.json";
import enCommon from "./locales/en/common.json";
import enContacts from "./locales/en/contacts.json";
import enDonation from "./locales/en/donation.json";
import enExcursions from "./locales/en/excursions.json";
import enFaq from "./locales/en/faq.json";
import enFooter from "./locales/en/footer.json";
import enGallery from "./locales/en/gallery.json";
import enHeader from "./locales/en/header.json";
import enHero from "./locales/en/hero.json";
import enNews from "./locales/en/news.json";
import enPartners from "./locales/en/partners.json";
import enReviews from "./locales/en/reviews.json";
import enSeo from "./locales/en/seo.json";
import enSupport from "./locales/en/support.json";
import ukAbout from "./locales/uk/about.json";
import ukCommon from "./locales/uk/common.json";
import ukContacts from "./locales/uk/contacts.json";
import ukDonation from "./locales/uk/donation.json";
import ukExcursions from "./locales/uk/excursions.json";
import ukFaq from "./locales/uk/faq.json";
import ukFooter from "./locales/uk/footer.json";
import ukGallery from "./locales/uk/gallery.json";
import ukHeader from "./locales/uk/header.json";
import ukHero from "./locales/uk/hero.json";
import ukNews from "./locales/uk/news.json";
import ukPartners from "./locales/uk/partners.json";
import ukReviews from "./locales/uk/reviews.json";
import ukSeo from "./locales/uk/seo.json";
import ukSupport from "./locales/uk/support.json";

const uk = {
  common: ukCommon,
  header: ukHeader,
  hero: ukHero,
  about: ukAbout,
  excursions: ukExcursions,
  gallery: ukGallery,
  partners: ukPartners,
  news: ukNews,
  support: ukSupport,
  donation: ukDonation,
  faq: ukFaq,
  reviews: ukReviews,
  contacts: ukContacts,
  footer: ukFooter,
  seo: ukSeo,
};

export type Namespaces = typeof uk;

/** Every text of the site, bundled at build time; the Ukrainian set defines the keys. */
export const resources = {
  uk,
  en: {
    common: enCommon,
    header: enHeader,
    hero: enHero,
    about: enAbout,
    excursions: enExcursions,
    gallery: enGallery,
    partners: enPartners,
    news: enNews,
    support: enSupport,
    donation: enDonation,
    faq: enFaq,
    reviews: enReviews,
    contacts: enContacts,
    footer: enFooter,
    seo: enSeo,
  },
} satisfies Record<Language, Resource[string]>;
