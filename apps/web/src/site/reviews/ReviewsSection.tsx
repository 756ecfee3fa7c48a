import type { Review } from "@shelter/contract/page";
import { useTranslation } from "react-i18next";
import { fetchPublic, useSectionData } from "../../api/publicApi.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { usePageData } from "../PageDataContext.tsx";
import { PageSection } from "../shared/PageSection.tsx";
import { SectionSlider } from "../shared/SectionSlider.tsx";
import "./ReviewsSection.css";

export function ReviewsSection() {
  const { t } = useTranslation("reviews");
  const localize = useLocalize();
  const section = useSectionData(usePageData().reviews, (signal) =>
    fetchPublic<Review[]>("/reviews", signal),
  );
  return (
    <PageSection
      id="reviews"
      titleId="reviews-title"
      title={t("title")}
      className="section section--cream reviews"
    >
      {/* Below 768 px one swipeable row instead of nine stacked cards (issue 21); a grid above. */}
      <SectionSlider
        section={section}
        t={t}
        emptyText={t("empty")}
        className="reviews__slider"
        focusableTrack
      >
        {(review) => (
          <li key={review.id}>
            <figure className="review">
              <blockquote className="review__text">{localize(review, "review")}</blockquote>
              <figcaption className="review__name">{localize(review, "name")}</figcaption>
            </figure>
          </li>
        )}
      </SectionSlider>
    </PageSection>
  );
}
