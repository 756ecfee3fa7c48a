import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <h1 className="site-header__name">{t("siteName")}</h1>
        <LanguageSwitch />
      </div>
    </header>
  );
}
