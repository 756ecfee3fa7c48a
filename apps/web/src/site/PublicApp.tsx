import type { PublicPageData } from "@shelter/contract/page";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { FallbackBoundary } from "../ui/FallbackScreen.tsx";
import { ActiveAnchorProvider } from "./ActiveAnchor.tsx";
import { AboutModal } from "./about/AboutModal.tsx";
import { AboutSection } from "./about/AboutSection.tsx";
import { ContactsSection } from "./contacts/ContactsSection.tsx";
import { DonationPanel } from "./donation/DonationPanel.tsx";
import { ExcursionModal } from "./excursions/ExcursionModal.tsx";
import { ExcursionsSection } from "./excursions/ExcursionsSection.tsx";
import { OrderModal } from "./excursions/OrderModal.tsx";
import { FaqSection } from "./faq/FaqSection.tsx";
import { SiteFooter } from "./footer/SiteFooter.tsx";
import { GalleryLightbox } from "./gallery/GalleryLightbox.tsx";
import { GallerySection } from "./gallery/GallerySection.tsx";
import { ShareDialog } from "./gallery/ShareDialog.tsx";
import { BurgerMenu } from "./header/BurgerMenu.tsx";
import { SiteHeader } from "./header/SiteHeader.tsx";
import { HeroSection } from "./hero/HeroSection.tsx";
import { ModalHost, ModalProvider, type ModalState } from "./modals/ModalProvider.tsx";
import { NewsPanel } from "./news/NewsPanel.tsx";
import { NewsSection } from "./news/NewsSection.tsx";
import { PageDataProvider } from "./PageDataContext.tsx";
import { PartnerContactModal } from "./partners/PartnerContactModal.tsx";
import { PartnersSection } from "./partners/PartnersSection.tsx";
import { ReviewsSection } from "./reviews/ReviewsSection.tsx";
import { SupportButton } from "./support/SupportButton.tsx";
import { SupportInfoModal } from "./support/SupportInfoModal.tsx";
import { SupportSection } from "./support/SupportSection.tsx";

export interface PublicAppProps {
  i18n: I18n;
  data: PublicPageData;
}

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
