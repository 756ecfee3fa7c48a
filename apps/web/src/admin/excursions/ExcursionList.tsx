import type { Excursion } from "@shelter/contract";
import { useQuery } from "@tanstack/react-query";
import { excursionResource } from "../../api/adminResources.ts";
import { ListGrid } from "../shared/ListGrid.tsx";
import { useDeleteEntity } from "../shared/useEntityWrites.ts";

export function ExcursionList() {
  const excursions = useQuery(excursionResource.list());
  const remove = useDeleteEntity(excursionResource, "excursion");
  return (
    <ListGrid<Excursion>
      title="Екскурсії"
      items={excursions.data}
      loading={excursions.isPending}
      error={excursions.error}
      itemKey={(excursion) => excursion.ID}
      itemName={(excursion) => excursion.title_ua}
      add={{ to: "/admin/excursions/add", label: "Додати екскурсію" }}
      editTo={(excursion) => `/admin/excursions/edit/${excursion.ID}`}
      deleteQuestion="Ви впевнені, що хочете видалити екскурсію зі сторінки?"
      onDelete={(excursion) => remove.mutate(excursion.ID)}
      renderCard={(excursion) => (
        <>
          {excursion.image_url ? (
            <img className="admin-card__image" src={excursion.image_url} alt="" loading="lazy" />
          ) : (
            <div className="admin-card__image" />
          )}
          <h2 className="admin-card__title">{excursion.title_ua}</h2>
          <p className="admin-card__text">
            {excursion.time_from}–{excursion.time_to} хв · до {excursion.amount_of_persons} осіб
          </p>
        </>
      )}
    />
  );
}
