import { PAGE_DATA_ELEMENT_ID, type PublicPageData, parsePublicPath } from "@shelter/contract/page";
import { lazy, StrictMode, Suspense, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { readPageTexts } from "./i18n/pageTexts.ts";
import { createI18n, FIRST_SCREEN_NAMESPACES, loadNamespaceTexts } from "./i18n/setup.ts";
import { DEFERRED_SECTIONS, PublicApp } from "./site/PublicApp.tsx";
import { wantSectionsWhenNeeded } from "./site/wantSections.ts";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const publicPath = parsePublicPath(window.location.pathname);
const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);

let markHydrated = () => {};
/**
 * Settles once the page's header and hero answer clicks: startScripts.ts holds the clicks that
 * land before, and replays them then.
 */
export const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Renders nothing; says when the root it sits in has committed (hydrated, for the page). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

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

/** Without texts in the page (the dev server), the first screen's are fetched. */
async function loadFirstScreenTexts(language: string) {
  const entries = await Promise.all(
    FIRST_SCREEN_NAMESPACES.map(
      async (namespace) => [namespace, await loadNamespaceTexts(language, namespace)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

if (publicPath) {
  const texts = readPageTexts() ?? (await loadFirstScreenTexts(publicPath.language));
  const i18n = createI18n(publicPath.language, texts);
  if (dataElement?.textContent) {
    const data = JSON.parse(dataElement.textContent) as PublicPageData;
    wantSectionsWhenNeeded(DEFERRED_SECTIONS, data);
    hydrateRoot(
      container,
      <StrictMode>
        <PublicApp i18n={i18n} data={data} />
        <Committed onCommit={markHydrated} />
      </StrictMode>,
    );
  } else {
    for (const section of DEFERRED_SECTIONS) section.want();
    createRoot(container).render(
      <StrictMode>
        <PublicApp i18n={i18n} data={NOTHING_EMBEDDED} />
      </StrictMode>,
    );
    markHydrated();
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
  markHydrated();
}
