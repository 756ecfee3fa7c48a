import type { Review } from "@shelter/contract";
import { useQuery } from "@tanstack/react-query";
import { reviewResource } from "../../api/adminResources.ts";
import { ListGrid } from "../shared/ListGrid.tsx";
import { useDeleteEntity } from "../shared/useEntityWrites.ts";

export function ReviewList() {
  const reviews = useQuery(reviewResource.list());
  const remove = useDeleteEntity(reviewResource, "review");
  return (
    <ListGrid<Review>
      title="Відгуки"
      items={reviews.data}
      loading={reviews.isPending}
      error={reviews.error}
      itemKey={(review) => review.id}
      itemName={(review) => review.name_ua}
      add={{ to: "/admin/reviews/add", label: "Додати відгук" }}
      editTo={(review) => `/admin/reviews/edit/${review.id}`}
      deleteQuestion="Ви впевнені, що хочете видалити відгук зі сторінки?"
      onDelete={(review) => remove.mutate(review.id)}
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
