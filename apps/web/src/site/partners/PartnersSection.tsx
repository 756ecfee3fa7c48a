import type { Partner } from "@shelter/contract/page";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { fetchPublic, useSectionData } from "../../api/publicApi.ts";
import { ContentImage } from "../../ui/ContentImage.tsx";
import { useReportInView } from "../ActiveAnchor.tsx";
import { altText } from "../altText.ts";
import { useModal } from "../modals/ModalProvider.tsx";
import { usePageData } from "../PageDataContext.tsx";
import { SectionSlider } from "../shared/SectionSlider.tsx";
import { externalHref } from "./externalHref.ts";
import "./PartnersSection.css";

/** The name in the page's language; a partner without an English name keeps its Ukrainian one. */
export function partnerName(partner: Pick<Partner, "name" | "name_en">, language: "uk" | "en") {
  return language === "en" && partner.name_en.trim() !== "" ? partner.name_en : partner.name;
}

function PartnerLogo({ partner }: { partner: Partner }) {
  const { t, i18n } = useTranslation("partners");
  const language = i18n.language === "en" ? "en" : "uk";
  const href = externalHref(partner.link);
  const name = partnerName(partner, language);
  const alt = altText(partner, language, name);
  const content = (
    <>
      <ContentImage
        className="partner__logo"
        variants={partner.logo_variants}
        fallbackSrc={partner.logo}
        width={partner.logo_width}
        height={partner.logo_height}
        // The name is written beside the logo: an alt that repeats it would be read twice.
        alt={alt === name ? "" : alt}
        sizes="10rem"
      />
      <span className="partner__name">{name}</span>
    </>
  );
  // A link that is not http(s) is shown, never made live (a `javascript:` address runs nothing).
  return href ? (
    <a
      className="partner"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("opensNewTab", { name })}
    >
      {content}
    </a>
  ) : (
    <div className="partner">{content}</div>
  );
}

export function PartnersSection() {
  const { t } = useTranslation("partners");
  const { openModal } = useModal();
  const ref = useRef<HTMLElement>(null);
  useReportInView(ref, "#partners");
  const section = useSectionData(usePageData().partners, (signal) =>
    fetchPublic<Partner[]>("/partners", signal),
  );
  return (
    <section ref={ref} id="partners" className="section partners" aria-labelledby="partners-title">
      <div className="container">
        <div className="partners__intro">
          <div>
            <h2 id="partners-title" className="section__title">
              {t("title")}
            </h2>
            <p className="section__lead">{t("lead")}</p>
          </div>
          <button type="button" className="button" onClick={() => openModal("partners", undefined)}>
            {t("become")}
          </button>
        </div>
        <SectionSlider
          section={section}
          t={t}
          emptyText={t("noPartners")}
          className="snap-slider--list-on-phone partners__slider"
        >
          {(partner) => (
            <li key={partner.ID}>
              <PartnerLogo partner={partner} />
            </li>
          )}
        </SectionSlider>
      </div>
    </section>
  );
}
