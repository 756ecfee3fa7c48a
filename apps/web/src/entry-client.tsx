import { PAGE_DATA_ELEMENT_ID, type PublicPageData, parsePublicPath } from "@shelter/contract/page";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createI18n, loadLanguage } from "./i18n/setup.ts";
import { PublicApp } from "./site/PublicApp.tsx";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const publicPath = parsePublicPath(window.location.pathname);
const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);

/** Without embedded data (the dev server), every section fetches its own. */
const NOTHING_EMBEDDED: PublicPageData = {
  news: null,
  excursions: null,
  gallery: null,
  partners: null,
  reviews: null,
  contacts: null,
  documents: null,
  settings: null,
  openNews: null,
};

if (publicPath) {
  const i18n = createI18n(publicPath.language, await loadLanguage(publicPath.language));
  if (dataElement?.textContent) {
    const data = JSON.parse(dataElement.textContent) as PublicPageData;
    hydrateRoot(
      container,
      <StrictMode>
        <PublicApp i18n={i18n} data={data} />
      </StrictMode>,
    );
  } else {
    createRoot(container).render(
      <StrictMode>
        <PublicApp i18n={i18n} data={NOTHING_EMBEDDED} />
      </StrictMode>,
    );
  }
} else {
  // The back office (and /login, /reset, registration): its own chunk, never on the public page.
  const AdminApp = lazy(() =>
    import("./admin/zodWithoutEval.ts").then(() => import("./admin/AdminApp.tsx")),
  );
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    </StrictMode>,
  );
}
