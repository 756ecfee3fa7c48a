import type { Review } from "@shelter/contract/page";
import { useTranslation } from "react-i18next";
import { fetchPublic, useSectionData } from "../../api/publicApi.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { SectionStates } from "../../ui/SectionStates.tsx";
import { usePageData } from "../PageDataContext.tsx";
import "./ReviewsSection.css";

export function ReviewsSection() {
  const { t } = useTranslation("reviews");
  const localize = useLocalize();
  const section = useSectionData(usePageData().reviews, (signal) =>
    fetchPublic<Review[]>("/reviews", signal),
  );
  return (
    <section
      id="reviews"
      className="section section--cream reviews"
      aria-labelledby="reviews-title"
    >
      <div className="container">
        <h2 id="reviews-title" className="section__title">
          {t("title")}
        </h2>
        <SectionStates
          section={section}
          errorTitle={t("loadError")}
          emptyText={t("empty")}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ul className="reviews__list">
              {list.map((review) => (
                <li key={review.id}>
                  <figure className="review">
                    <blockquote className="review__text">{localize(review, "review")}</blockquote>
                    <figcaption className="review__name">{localize(review, "name")}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </SectionStates>
      </div>
    </section>
  );
}
