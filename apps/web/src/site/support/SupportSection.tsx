import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LineIcon } from "../../ui/LineIcon.tsx";
import { useModal } from "../modals/ModalProvider.tsx";
import { SiteImage } from "../shared/SiteImage.tsx";
import { SUPPORT_CARDS, SUPPORT_STEPS } from "./supportCards.ts";
import "../shared/photoBackdrop.css";
import "./SupportSection.css";

/** Support (#support, also #donate): two cards, three steps; every help button opens donation. */
export function SupportSection() {
  const { t } = useTranslation("support");
  return (
    <section id="support" className="support photo-backdrop" aria-labelledby="support-title">
      <SiteImage
        name="support"
        className="photo-backdrop__photo"
        sizes="100vw"
        loading="lazy"
        decoding="async"
      />
      <div id="donate" className="container support__inner">
        <header className="support__header">
          <h2 id="support-title" className="section__title support__title">
            {t("title")}
          </h2>
          <p className="support__text">{t("text")}</p>
        </header>
        <ul className="support__cards" aria-label={t("cardsLabel")}>
          {SUPPORT_CARDS.map((card) => (
            <SupportCard key={card.id} card={card} />
          ))}
        </ul>
        <SupportSteps />
      </div>
    </section>
  );
}

function SupportCard({ card }: { card: (typeof SUPPORT_CARDS)[number] }) {
  const { t } = useTranslation("support");
  const { id, image, frequency } = card;
  const { openModal } = useModal();
  const [expanded, setExpanded] = useState(false);
  const titleId = `support-card-${id}-title`;
  const bannerId = `support-card-${id}-banner`;
  const title = t(`cards.${id}.title`);
  return (
    <li className={`support-card${expanded ? " is-expanded" : ""}`} data-card={id}>
      <SiteImage
        name={image}
        className="support-card__image"
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        alt={t(`cards.${id}.imageAlt`)}
        loading="lazy"
        decoding="async"
      />
      <div className="support-card__body">
        <h3 id={titleId} className="support-card__title">
          {title}
        </h3>
        <p className="support-card__subtitle">{t(`cards.${id}.subtitle`)}</p>
        {/* Narrow screens: the whole card opens the support_info modal (spec). */}
        <button
          type="button"
          className="support-card__tap"
          aria-haspopup="dialog"
          aria-label={t("openCard", { title })}
          onClick={() => openModal("support_info", { card: id })}
        >
          <span aria-hidden="true">{t("readMore")}</span>
          <ArrowIcon />
        </button>
        {/* Wide screens: read more expands the banner in place (spec). */}
        <button
          type="button"
          className="support-card__more"
          aria-expanded={expanded}
          aria-controls={bannerId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t("readLess") : t("readMore")}
          <ArrowIcon />
        </button>
        <div id={bannerId} className="support-card__banner" hidden={!expanded}>
          <p>{t(`cards.${id}.banner`)}</p>
          <button
            type="button"
            className="button button--donate"
            aria-haspopup="dialog"
            onClick={() => openModal("donation", { frequency })}
          >
            {t("help")}
          </button>
        </div>
      </div>
    </li>
  );
}

function SupportSteps() {
  const { t } = useTranslation("support");
  return (
    <div className="support-steps">
      <h3 className="support-steps__title">{t("steps.title")}</h3>
      <ol className="support-steps__list">
        {SUPPORT_STEPS.map((step) => (
          <li key={step} className="support-steps__item">
            <span className="support-steps__number" aria-hidden="true">
              {step}
            </span>
            <div>
              <h4 className="support-steps__name">{t(`steps.${step}.title`)}</h4>
              <p className="support-steps__text">{t(`steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

const ArrowIcon = () => <LineIcon size={20} d="M5 12h13m-5-5l5 5-5 5" />;
