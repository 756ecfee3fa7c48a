import {
  PAGE_DATA_ELEMENT_ID,
  type PublicPageData,
  parseBookingPath,
  parseNewsArchivePath,
  parsePreviewPath,
  parsePublicPath,
} from "@shelter/contract/page";
import { lazy, StrictMode, Suspense, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { readPageTexts } from "./i18n/pageTexts.ts";
import { createI18n, FIRST_SCREEN_NAMESPACES, loadNamespaceTexts } from "./i18n/setup.ts";
import { announcePageHydrated } from "./site/hydration/pageHydrated.ts";
import { wantSectionsWhenNeeded } from "./site/hydration/wantSections.ts";
import { NOTHING_EMBEDDED } from "./site/PageDataContext.tsx";
import { ARCHIVE_SECTIONS, DEFERRED_SECTIONS, PublicApp } from "./site/PublicApp.tsx";
import { Committed } from "./ui/Committed.tsx";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const publicPath =
  parsePublicPath(window.location.pathname) ??
  parseBookingPath(window.location.pathname) ??
  parseNewsArchivePath(window.location.pathname) ??
  parsePreviewPath(window.location.pathname);
const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);

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
    wantSectionsWhenNeeded(data.archive ? ARCHIVE_SECTIONS : DEFERRED_SECTIONS, data);
    // The starter (site/hydration/startScripts.ts) holds the clicks that land before this.
    // React hydrates the modal the server rendered open (a `/news/{ID}` or `/booking` address) after the rest,
    // in its own pass: a click replayed on it before then would be lost.
    let markPageCommitted = () => {};
    let markModalCommitted = () => {};
    const committed = [
      new Promise<void>((resolve) => {
        markPageCommitted = resolve;
      }),
      data.openNews || data.openBooking
        ? new Promise<void>((resolve) => {
            markModalCommitted = resolve;
          })
        : undefined,
    ];
    void Promise.all(committed).then(announcePageHydrated);
    // As a transition, the hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole first screen (a click on a part not yet hydrated
    // still hydrates that part first).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <PublicApp i18n={i18n} data={data} onModalCommit={markModalCommitted} />
          <Committed onCommit={markPageCommitted} />
        </StrictMode>,
      );
    });
  } else {
    for (const section of DEFERRED_SECTIONS) section.want();
    createRoot(container).render(
      <StrictMode>
        <PublicApp i18n={i18n} data={NOTHING_EMBEDDED} />
      </StrictMode>,
    );
    announcePageHydrated();
  }
} else {
  // The back office (and /login, /reset, registration): its own chunk, never on the public page.
  const AdminApp = lazy(() =>
    import("./zodWithoutEval.ts").then(() => import("./admin/AdminApp.tsx")),
  );
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    </StrictMode>,
  );
  announcePageHydrated();
}
