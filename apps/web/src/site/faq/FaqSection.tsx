import { useTranslation } from "react-i18next";
import { daysInSentence, hoursLanguage, placeHours } from "../shared/openingHours.ts";
import { PageSection } from "../shared/PageSection.tsx";
import { useSiteSettings } from "../shared/payment/useSiteSettings.ts";
import "./FaqSection.css";

// spec: five items, ids 1 to 5, each opening and closing on its own.
const ITEMS = ["1", "2", "3", "4", "5"] as const;

export function FaqSection() {
  const { t, i18n } = useTranslation("faq");
  const { data: settings } = useSiteSettings();
  // Item 1 states the hours: the FAQ's own, from the settings (issue 21).
  const hours = placeHours(settings, "faq");
  const hoursText = {
    days: daysInSentence(hours, hoursLanguage(i18n.language), t("daily")),
    open: hours.open,
    close: hours.close,
  };
  return (
    <PageSection
      id="faq"
      titleId="faq-title"
      title={t("title")}
      className="section faq"
      containerClassName="faq__container"
    >
      <div className="faq__items">
        {ITEMS.map((id) => (
          <details key={id} className="faq__item">
            <summary className="faq__question">{t(`items.${id}.q`)}</summary>
            <p className="faq__answer">{t(`items.${id}.a`, hoursText)}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
