import ukAbout from "./uk/about.json";
import ukBooking from "./uk/booking.json";
import ukCommon from "./uk/common.json";
import ukContacts from "./uk/contacts.json";
import ukDonation from "./uk/donation.json";
import ukExcursions from "./uk/excursions.json";
import ukFaq from "./uk/faq.json";
import ukFooter from "./uk/footer.json";
import ukGallery from "./uk/gallery.json";
import ukHeader from "./uk/header.json";
import ukHero from "./uk/hero.json";
import ukNews from "./uk/news.json";
import ukPartners from "./uk/partners.json";
import ukReviews from "./uk/reviews.json";
import ukSeo from "./uk/seo.json";
import ukSupport from "./uk/support.json";

/** Every Ukrainian text of the page, one chunk per language. */
export default {
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
  booking: ukBooking,
};
