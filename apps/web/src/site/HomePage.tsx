import { ContactsSection } from "./contacts/ContactsSection.tsx";
import { ExcursionsSection } from "./excursions/ExcursionsSection.tsx";
import { GallerySection } from "./gallery/GallerySection.tsx";
import { SiteHeader } from "./header/SiteHeader.tsx";
import { NewsSection } from "./news/NewsSection.tsx";
import { PartnersSection } from "./partners/PartnersSection.tsx";
import { ReviewsSection } from "./reviews/ReviewsSection.tsx";

export function HomePage() {
  return (
    <>
      <SiteHeader />
      <main className="site-main">
        <ExcursionsSection />
        <NewsSection />
        <GallerySection />
        <PartnersSection />
        <ReviewsSection />
        <ContactsSection />
      </main>
    </>
  );
}
