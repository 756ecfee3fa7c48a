import { useTranslation } from "react-i18next";
import { useExcursions } from "../../api/queries.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { ListStatus } from "../../ui/ListStatus.tsx";
import { SiteSection } from "../SiteSection.tsx";

export function ExcursionsSection() {
  const { t } = useTranslation("excursions");
  const localize = useLocalize();
  return (
    <SiteSection id="excursions" title={t("title")}>
      <ListStatus query={useExcursions()} errorTitle={t("loadError")} emptyText={t("empty")}>
        {(excursions) => (
          <ul className="card-list">
            {excursions.map((excursion) => (
              <li key={excursion.ID} className="card">
                <h3>{localize(excursion, "title")}</h3>
                <p className="muted">
                  {t("duration", { from: excursion.time_from, to: excursion.time_to })}
                  {" · "}
                  {t("visitors", { count: excursion.amount_of_persons })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListStatus>
    </SiteSection>
  );
}
