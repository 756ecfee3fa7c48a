import type { Review } from "@shelter/contract";
import { reviewResource } from "../../api/adminResources.ts";
import { RecordListScreen } from "../shared/RecordListScreen.tsx";

export function ReviewList() {
  return (
    <RecordListScreen<Review>
      resource={reviewResource}
      entity="review"
      recordId={(review) => review.id}
      itemName={(review) => review.name_ua}
      deleteQuestion="Ви впевнені, що хочете видалити відгук зі сторінки?"
      renderCard={(review) => (
        <>
          <h2 className="admin-card__title">{review.name_ua}</h2>
          {/* spec §9: the excerpt is clamped to 5 lines. */}
          <p className="admin-card__text admin-card__text--clamp">{review.review_ua}</p>
        </>
      )}
    />
  );
}
