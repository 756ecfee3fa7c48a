import type { Excursion } from "@shelter/contract";
import { excursionResource } from "../../api/adminResources.ts";
import { CardImage } from "../shared/CardImage.tsx";
import { ListGrid } from "../shared/ListGrid.tsx";
import { useRecordList } from "../shared/useRecordList.ts";

export function ExcursionList() {
  const excursions = useRecordList(excursionResource, "excursion", (excursion) => excursion.ID);
  return (
    <ListGrid<Excursion>
      title="Екскурсії"
      {...excursions}
      itemName={(excursion) => excursion.title_ua}
      add={{ to: "/admin/excursions/add", label: "Додати екскурсію" }}
      editTo={(excursion) => `/admin/excursions/edit/${excursion.ID}`}
      deleteQuestion="Ви впевнені, що хочете видалити екскурсію зі сторінки?"
      renderCard={(excursion) => (
        <>
          <CardImage src={excursion.image_url} />
          <h2 className="admin-card__title">{excursion.title_ua}</h2>
          <p className="admin-card__text">
            {excursion.time_from}–{excursion.time_to} хв · до {excursion.amount_of_persons} осіб
          </p>
        </>
      )}
    />
  );
}
