import enAbout from "./en/about.json";
import enBooking from "./en/booking.json";
import enCommon from "./en/common.json";
import enContacts from "./en/contacts.json";
import enDonation from "./en/donation.json";
import enExcursions from "./en/excursions.json";
import enFaq from "./en/faq.json";
import enFooter from "./en/footer.json";
import enGallery from "./en/gallery.json";
import enHeader from "./en/header.json";
import enHero from "./en/hero.json";
import enNews from "./en/news.json";
import enPartners from "./en/partners.json";
import enReviews from "./en/reviews.json";
import enSeo from "./en/seo.json";
import enSupport from "./en/support.json";

/** Every English text of the page, one chunk per language. */
export default {
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
  booking: enBooking,
};
