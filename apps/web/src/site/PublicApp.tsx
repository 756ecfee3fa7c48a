import type { PublicPageData } from "@shelter/contract/page";
import type { i18n as I18n } from "i18next";
import { Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { FallbackBoundary } from "../ui/FallbackScreen.tsx";
import { ActiveAnchorProvider } from "./ActiveAnchor.tsx";
import { SiteHeader } from "./header/SiteHeader.tsx";
import { HeroSection } from "./hero/HeroSection.tsx";
import { type DeferredSection, deferredComponent, deferredSection } from "./hydration/deferred.tsx";
import {
  type ModalComponents,
  ModalHost,
  ModalProvider,
  type ModalState,
} from "./modals/ModalProvider.tsx";
import { PageDataProvider } from "./PageDataContext.tsx";
import { SupportButton } from "./support/SupportButton.tsx";
// Every section's styles come with the page: the server's HTML is laid out before any
// section's code arrives. The cards' shared sheet comes before the sections' sheets that add to it.
import "./shared/photoCard.css";
import "../ui/ModalFrame.css";
import "../ui/SnapSlider.css";
import "./about/AboutSection.css";
import "./booking/BookingForm.css";
import "./contacts/ContactsSection.css";
import "./excursions/ExcursionsSection.css";
import "./faq/FaqSection.css";
import "./footer/SiteFooter.css";
import "./gallery/GallerySection.css";
import "./news/NewsArchive.css";
import "./news/NewsSection.css";
import "./partners/PartnersSection.css";
import "./shared/payment/payment.css";
import "./reviews/ReviewsSection.css";
import "./support/SupportSection.css";

export interface PublicAppProps {
  i18n: I18n;
  data: PublicPageData;
  /** Called once the open modal has committed (hydrated, for one the server rendered). */
  onModalCommit?: () => void;
}

// Below the header and hero, each section hydrates when it is wanted (see hydration/deferred.tsx).
const about = deferredSection(
  "about-us",
  () => import("./about/AboutSection.tsx").then((module) => module.AboutSection),
  ["about"],
);
const excursions = deferredSection(
  "excursions",
  () => import("./excursions/ExcursionsSection.tsx").then((module) => module.ExcursionsSection),
  ["excursions"],
  "excursions",
);
const news = deferredSection(
  "news",
  () => import("./news/NewsSection.tsx").then((module) => module.NewsSection),
  ["news"],
  "news",
);
const gallery = deferredSection(
  "gallery",
  () => import("./gallery/GallerySection.tsx").then((module) => module.GallerySection),
  ["gallery"],
  "gallery",
);
const partners = deferredSection(
  "partners",
  () => import("./partners/PartnersSection.tsx").then((module) => module.PartnersSection),
  ["partners"],
  "partners",
);
const support = deferredSection(
  "support",
  () => import("./support/SupportSection.tsx").then((module) => module.SupportSection),
  ["support"],
);
const faq = deferredSection(
  "faq",
  () => import("./faq/FaqSection.tsx").then((module) => module.FaqSection),
  ["faq"],
);
const reviews = deferredSection(
  "reviews",
  () => import("./reviews/ReviewsSection.tsx").then((module) => module.ReviewsSection),
  ["reviews"],
  "reviews",
);
const contacts = deferredSection(
  "contacts",
  () => import("./contacts/ContactsSection.tsx").then((module) => module.ContactsSection),
  ["contacts"],
  "contacts",
);
const footer = deferredSection(
  "footer",
  () => import("./footer/SiteFooter.tsx").then((module) => module.SiteFooter),
  ["footer"],
);

/** The archive of every post (`/news`): its own chunk, never loaded by the home page. */
const newsArchive = deferredComponent(
  () => import("./news/NewsArchive.tsx").then((module) => module.NewsArchive),
  ["news"],
);

/** The sections of the archive's page, which has no home-page sections but the footer. */
export const ARCHIVE_SECTIONS: readonly DeferredSection[] = [footer];

/** In page order. */
export const DEFERRED_SECTIONS: readonly DeferredSection[] = [
  about,
  excursions,
  news,
  gallery,
  partners,
  support,
  faq,
  reviews,
  contacts,
  footer,
];

// Modals arrive with their texts when first opened, not with the page. The news panel of a
// `/news/{ID}` address is rendered on the server and hydrates once its code is in.
const modalComponents = {
  burgerMenu: deferredComponent(
    () => import("./header/BurgerMenu.tsx").then((module) => module.BurgerMenu),
    [],
  ),
  donation: deferredComponent(
    () => import("./donation/DonationPanel.tsx").then((module) => module.DonationPanel),
    ["donation"],
  ),
  order: deferredComponent(
    () => import("./excursions/OrderModal.tsx").then((module) => module.OrderModal),
    ["excursions"],
  ),
  booking: deferredComponent(
    // Its shared schema parses without eval (CSP), set before the schema module is built.
    () =>
      import("../zodWithoutEval.ts")
        .then(() => import("./booking/BookingModal.tsx"))
        .then((module) => module.BookingModal),
    ["booking", "excursions"],
  ),
  bookingCancel: deferredComponent(
    () => import("./booking/BookingCancelModal.tsx").then((module) => module.BookingCancelModal),
    ["booking"],
  ),
  excursions: deferredComponent(
    () => import("./excursions/ExcursionModal.tsx").then((module) => module.ExcursionModal),
    ["excursions"],
  ),
  lightbox: deferredComponent(
    () => import("./gallery/GalleryLightbox.tsx").then((module) => module.GalleryLightbox),
    ["gallery"],
  ),
  share: deferredComponent(
    () => import("./gallery/ShareDialog.tsx").then((module) => module.ShareDialog),
    ["gallery"],
  ),
  partners: deferredComponent(
    () => import("./partners/PartnerContactModal.tsx").then((module) => module.PartnerContactModal),
    ["partners"],
  ),
  news: deferredComponent(
    () => import("./news/NewsPanel.tsx").then((module) => module.NewsPanel),
    ["news"],
  ),
  about: deferredComponent(
    () => import("./about/AboutModal.tsx").then((module) => module.AboutModal),
    ["about"],
  ),
  support_info: deferredComponent(
    () => import("./support/SupportInfoModal.tsx").then((module) => module.SupportInfoModal),
    ["support"],
  ),
};

const modals = Object.fromEntries(
  Object.entries(modalComponents).map(([type, modal]) => [type, modal.Component]),
) as Partial<ModalComponents>;

/** The server renders everything at once: it waits for every deferred part's code first. */
export function loadEveryPart(): Promise<unknown> {
  return Promise.all([
    ...DEFERRED_SECTIONS.map((section) => section.load()),
    ...Object.values(modalComponents).map((modal) => modal.load()),
    newsArchive.load(),
  ]);
}

/** The whole public page, the same tree on the server and in the browser. */
export function PublicApp({ i18n, data, onModalCommit }: PublicAppProps) {
  // A `/news/{ID}` address opens with that post's panel, a `/booking` one with the request form.
  const initialModal: ModalState | undefined = data.openNews
    ? { type: "news", data: data.openNews, isModalOpen: true }
    : data.openBooking?.cancelToken
      ? { type: "bookingCancel", data: { token: data.openBooking.cancelToken }, isModalOpen: true }
      : data.openBooking
        ? { type: "booking", data: { excursionId: null }, isModalOpen: true }
        : undefined;
  return (
    <I18nextProvider i18n={i18n}>
      <FallbackBoundary>
        <PageDataProvider data={data}>
          <ActiveAnchorProvider>
            <ModalProvider initial={initialModal}>
              <SiteHeader />
              {data.archive ? (
                <main id="main">
                  <Suspense fallback={null}>
                    <newsArchive.Component />
                  </Suspense>
                </main>
              ) : (
                <main id="main">
                  <HeroSection />
                  <Deferred section={about} />
                  <Deferred section={excursions} />
                  <Deferred section={news} />
                  <Deferred section={gallery} />
                  <Deferred section={partners} />
                  <Deferred section={support} />
                  <Deferred section={faq} />
                  <Deferred section={reviews} />
                  <Deferred section={contacts} />
                </main>
              )}
              <Deferred section={footer} />
              <SupportButton />
              <ModalHost components={modals} onCommit={onModalCommit} />
            </ModalProvider>
          </ActiveAnchorProvider>
        </PageDataProvider>
      </FallbackBoundary>
    </I18nextProvider>
  );
}

/** Its own boundary: each section hydrates on its own, the rest of the page does not wait. */
function Deferred({ section }: { section: DeferredSection }) {
  return (
    <Suspense fallback={null}>
      <section.Component />
    </Suspense>
  );
}
