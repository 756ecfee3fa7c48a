import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { useModal } from "../modals/ModalProvider.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { useAnchorHref } from "../shared/useAnchorHref.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { NAV_LINKS } from "./navigation.ts";

/** spec: the burger menu, a right-side panel closing on Escape, backdrop or a chosen link. */
export function BurgerMenu({ open, close }: ModalComponentProps<"burgerMenu">) {
  const { t } = useTranslation("header");
  const { openModal } = useModal();
  const anchorHref = useAnchorHref();
  return (
    <ModalFrame open={open} onClose={close} labelledBy="burger-title" placement="side">
      <ModalCloseButton onClick={close} />
      <h2 id="burger-title" className="burger__title">
        {t("menuTitle")}
      </h2>
      <nav aria-label={t("navLabel")}>
        <ul className="burger__links">
          {NAV_LINKS.map(({ anchor, key }) => (
            <li key={anchor}>
              <a href={anchorHref(anchor)} className="burger__link" onClick={close}>
                {t(`nav.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch onSwitched={close} />
      <button
        type="button"
        className="button button--donate burger__donate"
        onClick={() => openModal("donation", undefined)}
      >
        {t("donate")}
      </button>
    </ModalFrame>
  );
}
