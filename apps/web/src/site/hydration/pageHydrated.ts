// An event, not an export: the build keeps no exports of an app's entry (entry-client.tsx),
// and the starter (startScripts.ts) must import nothing of the page.
const PAGE_HYDRATED_EVENT = "page-hydrated";

/** Resolves once the entry says the page answers clicks. */
export function pageHydrated(): Promise<void> {
  return new Promise((resolve) =>
    document.addEventListener(PAGE_HYDRATED_EVENT, () => resolve(), { once: true }),
  );
}

/** Said by the entry once the page's header and hero (and a modal open from the server) answer clicks. */
export function announcePageHydrated(): void {
  document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
}
