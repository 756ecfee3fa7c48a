// The page's first script, and its only one before the first paint: a few hundred bytes free of
// React and of every library. The build puts it in place of the page's entry script and its
// preloads (vite.config.ts), which it starts itself: at once on a page without server HTML (the
// back office, sign-in), and on the server-rendered page once its first screen is painted, its
// photo included. A phone on a slow line then gives the HTML, the styles and the hero photo
// the whole connection, and the scripts follow; a click that lands meanwhile is held and
// replayed once the page has hydrated. What it imports (the click replay, the hydration
// event) the build keeps in its own chunk (vite.config.ts), which the page then shares.

import { CLICKABLE, replayClicksWhen } from "./clickReplay.ts";
import { pageHydrated } from "./pageHydrated.ts";

/** The longest the scripts wait for the first screen's photo: a stalled one must not hold them. */
const PHOTO_WAIT_CAP_MS = 4000;
/** A tab in the background paints no frames; its scripts start all the same. */
const FRAME_WAIT_CAP_MS = 250;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** After the next frame has been painted (a task queued from a frame runs once it is drawn). */
function afterNextPaint(): Promise<void> {
  const painted = new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  return Promise.race([painted, delay(FRAME_WAIT_CAP_MS)]);
}

function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener("load", () => resolve(), { once: true });
    image.addEventListener("error", () => resolve(), { once: true });
  });
}

/** The first screen's high-priority photos (the hero's) loaded or failed, and a frame painted. */
async function firstScreenShown(): Promise<void> {
  const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  await Promise.race([Promise.all(photos.map(settled)), delay(PHOTO_WAIT_CAP_MS)]);
  await afterNextPaint();
}

/** Fetches the entry's chunks side by side, then runs the entry; resolves once it has hydrated. */
async function startEntry(script: HTMLScriptElement): Promise<void> {
  for (const href of script.dataset.preload?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  const hydrated = pageHydrated();
  await import(/* @vite-ignore */ script.dataset.entry ?? "");
  await hydrated;
}

const script = document.querySelector<HTMLScriptElement>("script[data-entry]");
if (script) {
  if (document.getElementById("root")?.hasChildNodes()) {
    const hydrated = firstScreenShown().then(() => startEntry(script));
    // A click on the header or hero before then (the sections hold their own: wantSections.ts).
    const stopHolding = replayClicksWhen((target, event) =>
      event.isTrusted && target.closest(CLICKABLE) ? hydrated : undefined,
    );
    void hydrated.finally(stopHolding);
    // A failed start is the browser's to report, as an entry script's failure would be.
    hydrated.catch((error: unknown) => {
      throw error;
    });
  } else {
    void startEntry(script);
  }
}
