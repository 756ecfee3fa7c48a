import { useTranslation } from "react-i18next";
import "./FaqSection.css";

// spec: five items, ids 1 to 5, each opening and closing on its own.
const ITEMS = ["1", "2", "3", "4", "5"] as const;

export function FaqSection() {
  const { t } = useTranslation("faq");
  return (
    <section id="faq" className="section faq" aria-labelledby="faq-title">
      <div className="container faq__container">
        <h2 id="faq-title" className="section__title">
          {t("title")}
        </h2>
        <div className="faq__items">
          {ITEMS.map((id) => (
            <details key={id} className="faq__item">
              <summary className="faq__question">{t(`items.${id}.q`)}</summary>
              <p className="faq__answer">{t(`items.${id}.a`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
