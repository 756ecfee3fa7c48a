import type { Review } from "@shelter/contract";
import { reviewResource } from "../../api/adminResources.ts";
import { ListGrid } from "../shared/ListGrid.tsx";
import { useRecordList } from "../shared/useRecordList.ts";

export function ReviewList() {
  const reviews = useRecordList(reviewResource, "review", (review) => review.id);
  return (
    <ListGrid<Review>
      title="Відгуки"
      {...reviews}
      itemName={(review) => review.name_ua}
      add={{ to: "/admin/reviews/add", label: "Додати відгук" }}
      editTo={(review) => `/admin/reviews/edit/${review.id}`}
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
