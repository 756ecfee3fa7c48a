import { type Partner, toSrcSet } from "@shelter/contract";
import { useTranslation } from "react-i18next";
import { usePartners } from "../../api/queries.ts";
import { ListStatus } from "../../ui/ListStatus.tsx";
import { SiteSection } from "../SiteSection.tsx";
import { externalHref } from "./externalHref.ts";

export function PartnersSection() {
  const { t } = useTranslation("partners");
  return (
    <SiteSection id="partners" title={t("title")}>
      <ListStatus query={usePartners()} errorTitle={t("loadError")} emptyText={t("noPartners")}>
        {(partners) => (
          <ul className="partner-list">
            {partners.map((partner) => (
              <li key={partner.ID}>
                <PartnerLink partner={partner} />
              </li>
            ))}
          </ul>
        )}
      </ListStatus>
    </SiteSection>
  );
}

function PartnerLink({ partner }: { partner: Partner }) {
  const { t } = useTranslation("partners");
  const href = externalHref(partner.link);
  const content = (
    <>
      {partner.logo && (
        <img
          className="partner-list__logo"
          src={partner.logo}
          srcSet={toSrcSet(partner.logo_variants) || undefined}
          sizes="160px"
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <span>{partner.name}</span>
    </>
  );
  if (!href) return <span className="partner-list__item">{content}</span>;
  return (
    <a className="partner-list__item" href={href} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden"> {t("opensInNewTab")}</span>
    </a>
  );
}
