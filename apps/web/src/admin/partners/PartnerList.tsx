import type { Partner } from "@shelter/contract";
import { useQuery } from "@tanstack/react-query";
import { partnerResource } from "../../api/adminResources.ts";
import { ListGrid } from "../shared/ListGrid.tsx";
import { useDeleteEntity } from "../shared/useEntityWrites.ts";

export function PartnerList() {
  const partners = useQuery(partnerResource.list());
  const remove = useDeleteEntity(partnerResource, "partner");
  return (
    <ListGrid<Partner>
      title="Партнери"
      items={partners.data}
      loading={partners.isPending}
      error={partners.error}
      itemKey={(partner) => partner.ID}
      itemName={(partner) => partner.name}
      add={{ to: "/admin/partners/add", label: "Додати партнера" }}
      editTo={(partner) => `/admin/partners/edit/${partner.ID}`}
      deleteQuestion="Ви впевнені, що хочете видалити партнера зі сторінки?"
      onDelete={(partner) => remove.mutate(partner.ID)}
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
