import type { Excursion } from "@shelter/contract";
import { excursionResource } from "../../api/adminResources.ts";
import { CardImage } from "../shared/CardImage.tsx";
import { RecordListScreen } from "../shared/RecordListScreen.tsx";

export function ExcursionList() {
  return (
    <RecordListScreen<Excursion>
      resource={excursionResource}
      entity="excursion"
      recordId={(excursion) => excursion.ID}
      itemName={(excursion) => excursion.title_ua}
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
