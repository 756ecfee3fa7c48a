import type { PublicPageData } from "@shelter/contract/page";
import type { i18n as I18n } from "i18next";
import { lazy } from "react";
import { I18nextProvider } from "react-i18next";
import { FallbackBoundary } from "../ui/FallbackScreen.tsx";
import { ActiveAnchorProvider } from "./ActiveAnchor.tsx";
import { AboutSection } from "./about/AboutSection.tsx";
import { ContactsSection } from "./contacts/ContactsSection.tsx";
import { ExcursionsSection } from "./excursions/ExcursionsSection.tsx";
import { FaqSection } from "./faq/FaqSection.tsx";
import { SiteFooter } from "./footer/SiteFooter.tsx";
import { GallerySection } from "./gallery/GallerySection.tsx";
import { SiteHeader } from "./header/SiteHeader.tsx";
import { HeroSection } from "./hero/HeroSection.tsx";
import { ModalHost, ModalProvider, type ModalState } from "./modals/ModalProvider.tsx";
import { NewsPanel } from "./news/NewsPanel.tsx";
import { NewsSection } from "./news/NewsSection.tsx";
import { PageDataProvider } from "./PageDataContext.tsx";
import { PartnersSection } from "./partners/PartnersSection.tsx";
import { ReviewsSection } from "./reviews/ReviewsSection.tsx";
import { SupportButton } from "./support/SupportButton.tsx";
import { SupportSection } from "./support/SupportSection.tsx";

export interface PublicAppProps {
  i18n: I18n;
  data: PublicPageData;
}

// Modals arrive when first opened, not with the page; the news panel is rendered on the server
// for a `/news/{ID}` address, so it comes with the page.
const AboutModal = lazy(() =>
  import("./about/AboutModal.tsx").then((module) => ({ default: module.AboutModal })),
);
const DonationPanel = lazy(() =>
  import("./donation/DonationPanel.tsx").then((module) => ({ default: module.DonationPanel })),
);
const ExcursionModal = lazy(() =>
  import("./excursions/ExcursionModal.tsx").then((module) => ({ default: module.ExcursionModal })),
);
const OrderModal = lazy(() =>
  import("./excursions/OrderModal.tsx").then((module) => ({ default: module.OrderModal })),
);
const GalleryLightbox = lazy(() =>
  import("./gallery/GalleryLightbox.tsx").then((module) => ({ default: module.GalleryLightbox })),
);
const ShareDialog = lazy(() =>
  import("./gallery/ShareDialog.tsx").then((module) => ({ default: module.ShareDialog })),
);
const BurgerMenu = lazy(() =>
  import("./header/BurgerMenu.tsx").then((module) => ({ default: module.BurgerMenu })),
);
const PartnerContactModal = lazy(() =>
  import("./partners/PartnerContactModal.tsx").then((module) => ({
    default: module.PartnerContactModal,
  })),
);
const SupportInfoModal = lazy(() =>
  import("./support/SupportInfoModal.tsx").then((module) => ({ default: module.SupportInfoModal })),
);

const modals = {
  burgerMenu: BurgerMenu,
  donation: DonationPanel,
  order: OrderModal,
  excursions: ExcursionModal,
  lightbox: GalleryLightbox,
  share: ShareDialog,
  partners: PartnerContactModal,
  news: NewsPanel,
  about: AboutModal,
  support_info: SupportInfoModal,
};

/** The whole public page, the same tree on the server and in the browser. */
export function PublicApp({ i18n, data }: PublicAppProps) {
  // A `/news/{ID}` address opens with that post's panel.
  const initialModal: ModalState | undefined = data.openNews
    ? { type: "news", data: data.openNews, isModalOpen: true }
    : undefined;
  return (
    <I18nextProvider i18n={i18n}>
      <FallbackBoundary>
        <PageDataProvider data={data}>
          <ActiveAnchorProvider>
            <ModalProvider initial={initialModal}>
              <SiteHeader />
              <main id="main">
                <HeroSection />
                <AboutSection />
                <ExcursionsSection />
                <NewsSection />
                <GallerySection />
                <PartnersSection />
                <SupportSection />
                <FaqSection />
                <ReviewsSection />
                <ContactsSection />
              </main>
              <SiteFooter />
              <SupportButton />
              <ModalHost components={modals} />
            </ModalProvider>
          </ActiveAnchorProvider>
        </PageDataProvider>
      </FallbackBoundary>
    </I18nextProvider>
  );
}
