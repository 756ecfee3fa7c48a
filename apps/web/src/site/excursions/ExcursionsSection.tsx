import type { Excursion } from "@shelter/contract/page";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { fetchPublic, useSectionData } from "../../api/publicApi.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { ContentImage } from "../../ui/ContentImage.tsx";
import { useReportInView } from "../ActiveAnchor.tsx";
import { altText } from "../altText.ts";
import { useModal } from "../modals/ModalProvider.tsx";
import { usePageData } from "../PageDataContext.tsx";
import { PageSection } from "../shared/PageSection.tsx";
import { SectionSlider } from "../shared/SectionSlider.tsx";
import "../shared/photoCard.css";
import "./ExcursionsSection.css";

export function ExcursionsSection() {
  const { t, i18n } = useTranslation("excursions");
  const localize = useLocalize();
  const { openModal } = useModal();
  const ref = useRef<HTMLElement>(null);
  useReportInView(ref, "#excursions");
  const section = useSectionData(usePageData().excursions, (signal) =>
    fetchPublic<Excursion[]>("/excursions", signal),
  );
  const language = i18n.language === "en" ? "en" : "uk";

  return (
    <PageSection
      sectionRef={ref}
      id="excursions"
      titleId="excursions-title"
      title={t("title")}
      lead={t("lead")}
      className="section section--cream excursions"
    >
      <SectionSlider
        section={section}
        t={t}
        emptyText={t("empty")}
        className="snap-slider--list-on-phone"
      >
        {(excursion) => {
          const title = localize(excursion, "title");
          return (
            <li key={excursion.ID}>
              <article className="excursion-card">
                <ContentImage
                  className="excursion-card__image"
                  variants={excursion.image_variants}
                  fallbackSrc={excursion.image_url}
                  width={excursion.image_width}
                  height={excursion.image_height}
                  alt={altText(excursion, language, title)}
                  sizes="(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 100vw"
                />
                <div className="excursion-card__body">
                  <h3 className="excursion-card__title">{title}</h3>
                  <p className="excursion-card__facts">
                    <span>
                      {t("duration", { from: excursion.time_from, to: excursion.time_to })}
                    </span>
                    <span>{t("upTo", { count: excursion.amount_of_persons })}</span>
                  </p>
                  <button
                    type="button"
                    className="button button--outline"
                    onClick={() => openModal("excursions", excursion)}
                  >
                    {t("more")}
                    <span className="visually-hidden">: {title}</span>
                  </button>
                </div>
              </article>
            </li>
          );
        }}
      </SectionSlider>
    </PageSection>
  );
}
