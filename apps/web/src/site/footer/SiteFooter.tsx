import { formatDays } from "@shelter/contract/openingHours";
import type { PdfDocument } from "@shelter/contract/page";
import { useTranslation } from "react-i18next";
import { usePageData } from "../PageDataContext.tsx";
import { shownContact, telHref } from "../shared/contactsInfo.ts";
import { hoursLanguage, placeHours, timeRange } from "../shared/openingHours.ts";
import { useSiteSettings } from "../shared/payment/useSiteSettings.ts";
import { ShelterMark } from "../shared/ShelterMark.tsx";
import { useAnchorHref } from "../shared/useAnchorHref.ts";
import "./SiteFooter.css";

const MENU = [
  { href: "#about-us", key: "about" },
  { href: "#excursions", key: "excursions" },
  { href: "#gallery", key: "gallery" },
  { href: "#news", key: "news" },
  { href: "#partners", key: "partners" },
] as const;

/** The two documents the footer names, found by their titles, else the first two uploaded. */
function footerDocuments(documents: PdfDocument[] | null) {
  const list = documents ?? [];
  const privacy = list.find((doc) => /конфіденц|privacy/i.test(doc.title)) ?? list[0];
  const conditions =
    list.find((doc) => doc !== privacy && /умов|conditions|terms/i.test(doc.title)) ??
    list.find((doc) => doc !== privacy);
  return { privacy, conditions };
}

export function SiteFooter() {
  const { t, i18n } = useTranslation(["footer", "common"]);
  const { contacts, documents } = usePageData();
  const { data: settings } = useSiteSettings();
  const anchorHref = useAnchorHref();
  const contact = shownContact(contacts);
  const hours = placeHours(settings, "footer");
  const { privacy, conditions } = footerDocuments(documents);
  return (
    <footer id="footer" className="site-footer">
      <div className="site-footer__grid container">
        <div className="site-footer__brand">
          <a className="site-footer__logo" href={anchorHref("#top")}>
            <ShelterMark />
            <span>{t("common:siteName")}</span>
          </a>
          <p>
            {formatDays(hours.days, hoursLanguage(i18n.language))} {timeRange(hours)}
          </p>
          <a className="button button--donate" href={anchorHref("#support")}>
            {t("help")}
          </a>
        </div>
        <nav aria-labelledby="footer-menu">
          <h2 id="footer-menu" className="site-footer__heading">
            {t("menu")}
          </h2>
          <ul className="site-footer__list">
            {MENU.map(({ href, key }) => (
              <li key={key}>
                <a href={anchorHref(href)}>{t(key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">{t("contacts")}</h2>
          <ul className="site-footer__list">
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
            {settings && (
              <>
                <li>
                  <a href={settings.facebook_url} target="_blank" rel="noopener noreferrer">
                    Facebook <span className="visually-hidden">{t("opensNewTab")}</span>
                  </a>
                </li>
                <li>
                  <a href={settings.instagram_url} target="_blank" rel="noopener noreferrer">
                    Instagram <span className="visually-hidden">{t("opensNewTab")}</span>
                  </a>
                </li>
              </>
            )}
          </ul>
        </div>
        <div>
          <h2 className="site-footer__heading">{t("documents")}</h2>
          <ul className="site-footer__list">
            {privacy && (
              <li>
                <a href={privacy.document_url} target="_blank" rel="noopener">
                  {t("privacy")}
                </a>
              </li>
            )}
            {conditions && (
              <li>
                <a href={conditions.document_url} target="_blank" rel="noopener">
                  {t("conditions")}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <p className="site-footer__credits container">{t("credits")}</p>
    </footer>
  );
}
