import type { Review } from "@shelter/contract/page";
import { useTranslation } from "react-i18next";
import { fetchPublic, useSectionData } from "../../api/publicApi.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { SectionStates } from "../../ui/SectionStates.tsx";
import { SnapSlider } from "../../ui/SnapSlider.tsx";
import { usePageData } from "../PageDataContext.tsx";
import { PageSection } from "../shared/PageSection.tsx";
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
      <SectionStates
        section={section}
        errorTitle={t("loadError")}
        emptyText={t("empty")}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          // Below 768 px one swipeable row instead of nine stacked cards (issue 21); a grid above.
          <SnapSlider
            className="reviews__slider"
            label={t("title")}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            focusableTrack
          >
            {list.map((review) => (
              <li key={review.id}>
                <figure className="review">
                  <blockquote className="review__text">{localize(review, "review")}</blockquote>
                  <figcaption className="review__name">{localize(review, "name")}</figcaption>
                </figure>
              </li>
            ))}
          </SnapSlider>
        )}
      </SectionStates>
    </PageSection>
  );
}
