import { useTranslation } from "react-i18next";
import { useReviews } from "../../api/queries.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { ListStatus } from "../../ui/ListStatus.tsx";
import { SiteSection } from "../SiteSection.tsx";

export function ReviewsSection() {
  const { t } = useTranslation("reviews");
  const localize = useLocalize();
  return (
    <SiteSection id="reviews" title={t("title")}>
      <ListStatus query={useReviews()} errorTitle={t("loadError")} emptyText={t("empty")}>
        {(reviews) => (
          <ul className="card-list">
            {reviews.map((review) => (
              <li key={review.id} className="card">
                <figure className="review">
                  <blockquote>{localize(review, "review")}</blockquote>
                  <figcaption>{localize(review, "name")}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </ListStatus>
    </SiteSection>
  );
}
