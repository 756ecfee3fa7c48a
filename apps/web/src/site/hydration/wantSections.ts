import type { PublicPageData } from "@shelter/contract/page";
import { replayClicksWhen } from "./clickReplay.ts";
import type { DeferredSection } from "./deferred.tsx";

// A section's code starts loading when it comes within half a screen of the viewport.
const NEARING_MARGIN = "50% 0px";

/**
 * Decides, from the server's HTML, when each deferred section is wanted: when it nears the
 * viewport (scrolling, an anchor such as #news), or as soon as the visitor presses or focuses
 * something in it; a section whose data the server could not read is wanted at once, so that
 * its own fetch starts with the page. A click that lands before the section has hydrated is
 * held and replayed once it has (clickReplay.ts).
 */
export function wantSectionsWhenNeeded(
  sections: readonly DeferredSection[],
  data: PublicPageData,
): void {
  const watched = new Map<Element, DeferredSection>();
  for (const section of sections) {
    const element = document.getElementById(section.elementId);
    if (element && !(section.dataKey && data[section.dataKey] === null)) {
      watched.set(element, section);
    } else section.want();
  }
  if (typeof IntersectionObserver === "undefined") {
    for (const section of watched.values()) section.want();
    return;
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        watched.get(entry.target)?.want();
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: NEARING_MARGIN },
  );
  for (const element of watched.keys()) observer.observe(element);

  const sectionOf = (target: EventTarget | null) => {
    if (!(target instanceof Node)) return undefined;
    for (const [element, section] of watched) {
      if (element.contains(target)) return section;
    }
    return undefined;
  };
  const wantTouched = (event: Event) => sectionOf(event.target)?.want();
  for (const type of ["pointerdown", "focusin"]) {
    document.addEventListener(type, wantTouched, { capture: true, passive: true });
  }

  // Untrusted clicks too: the starter replays the clicks it held before the page's scripts ran,
  // and a section that has not hydrated yet would lose them.
  replayClicksWhen((target) => {
    const section = sectionOf(target);
    if (!section || section.isHydrated()) return undefined;
    section.want();
    return section.hydrated;
  });
}
