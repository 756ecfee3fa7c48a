import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useReportInView } from "../ActiveAnchor.tsx";
import { useModal } from "../modals/ModalProvider.tsx";
import { PageSection } from "../shared/PageSection.tsx";
import { SiteImage } from "../shared/SiteImage.tsx";
import { ABOUT_SUBSECTIONS } from "./subsections.ts";
import "./AboutSection.css";

/**
 * spec: cards with a side modal below 768 px, rows with an expandable second paragraph from
 * 768 to 1279 px, full paragraphs from 1280 px — one markup, laid out by CSS.
 */
export function AboutSection() {
  const { t } = useTranslation("about");
  const { openModal } = useModal();
  const ref = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  useReportInView(ref, "#about-us");

  return (
    <PageSection
      sectionRef={ref}
      id="about-us"
      titleId="about-title"
      title={t("title")}
      lead={t("lead")}
      className="section about"
    >
      <div className="about__items">
        {ABOUT_SUBSECTIONS.map(({ id, image }) => {
          const open = expanded[id] ?? false;
          return (
            <article key={id} className="about__item" data-expanded={open}>
              <SiteImage
                name={image}
                className="about__image"
                sizes="(min-width: 768px) 45vw, 100vw"
                loading="lazy"
                decoding="async"
              />
              <div className="about__text">
                <h3 className="about__title">{t(`sections.${id}.title`)}</h3>
                <p>{t(`sections.${id}.p1`)}</p>
                <p id={`about-${id}-more`} className="about__more-text">
                  {t(`sections.${id}.p2`)}
                </p>
                <button
                  type="button"
                  className="button button--outline about__toggle"
                  aria-expanded={open}
                  aria-controls={`about-${id}-more`}
                  onClick={() => setExpanded((current) => ({ ...current, [id]: !open }))}
                >
                  {open ? t("less") : t("more")}
                </button>
                <button
                  type="button"
                  className="button button--outline about__open"
                  onClick={() => openModal("about", { subsection: id })}
                >
                  {t("more")}
                </button>
              </div>
            </article>
          );
        })}
      </div>
    </PageSection>
  );
}
