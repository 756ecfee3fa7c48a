import type { Partner } from "@shelter/contract";
import { partnerResource } from "../../api/adminResources.ts";
import { ListGrid } from "../shared/ListGrid.tsx";
import { useRecordList } from "../shared/useRecordList.ts";

export function PartnerList() {
  const partners = useRecordList(partnerResource, "partner", (partner) => partner.ID);
  return (
    <ListGrid<Partner>
      title="Партнери"
      {...partners}
      itemName={(partner) => partner.name}
      add={{ to: "/admin/partners/add", label: "Додати партнера" }}
      editTo={(partner) => `/admin/partners/edit/${partner.ID}`}
      deleteQuestion="Ви впевнені, що хочете видалити партнера зі сторінки?"
      renderCard={(partner) => (
        <>
          {partner.logo ? (
            <img className="admin-card__logo" src={partner.logo} alt="" loading="lazy" />
          ) : (
            <div className="admin-card__logo" />
          )}
          <h2 className="admin-card__title admin-card__title--center">{partner.name}</h2>
          <p className="admin-card__text admin-card__text--center">{partner.link}</p>
        </>
      )}
    />
  );
}
