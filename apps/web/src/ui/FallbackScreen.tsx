import { useTranslation } from "react-i18next";

/** What the visitor sees when a screen fails to render (spec: fallback screen). */
export function FallbackScreen() {
  const { t } = useTranslation();
  return (
    <main className="fallback-screen">
      <h1>{t("fallback.message")}</h1>
    </main>
  );
}
