import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActiveAnchor } from "../ActiveAnchor.tsx";
import { useModal } from "../modals/ModalProvider.tsx";
import { usePageData } from "../PageDataContext.tsx";
import { ShelterMark } from "../shared/ShelterMark.tsx";
import { useAnchorHref } from "../shared/useAnchorHref.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { NAV_LINKS } from "./navigation.ts";
import "./SiteHeader.css";

// spec: the header turns white after 100 px of scroll.
const SCROLLED_AFTER_PX = 100;

export function SiteHeader() {
  const { t } = useTranslation(["header", "common"]);
  const { activeLink } = useActiveAnchor();
  const { state, openModal } = useModal();
  const anchorHref = useAnchorHref();
  // The archive has no hero photo under the header: it is white from the start.
  const solid = Boolean(usePageData().archive);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header className={`site-header${scrolled || solid ? " site-header--scrolled" : ""}`}>
      <div className="site-header__inner container">
        <a className="site-header__logo" href={anchorHref("#top")} aria-label={t("home")}>
          <ShelterMark />
          <span className="site-header__name" aria-hidden="true">
            {t("common:siteName")}
          </span>
        </a>
        <nav className="site-header__nav" aria-label={t("navLabel")}>
          <ul className="site-header__links">
            {NAV_LINKS.map(({ anchor, key }) => (
              <li key={anchor}>
                <a
                  href={anchorHref(anchor)}
                  className="site-header__link"
                  aria-current={activeLink === anchor ? "location" : undefined}
                >
                  {t(`nav.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch />
          <button
            type="button"
            className="button button--donate site-header__donate"
            onClick={() => openModal("donation", undefined)}
          >
            {t("donate")}
          </button>
          <button
            type="button"
            className="site-header__burger"
            aria-label={t("menu")}
            aria-expanded={state.type === "burgerMenu" && state.isModalOpen}
            onClick={() => openModal("burgerMenu", undefined)}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
