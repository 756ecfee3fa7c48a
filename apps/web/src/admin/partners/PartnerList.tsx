import type { Partner } from "@shelter/contract";
import { partnerResource } from "../../api/adminResources.ts";
import { RecordListScreen } from "../shared/RecordListScreen.tsx";

export function PartnerList() {
  return (
    <RecordListScreen<Partner>
      resource={partnerResource}
      entity="partner"
      recordId={(partner) => partner.ID}
      itemName={(partner) => partner.name}
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
