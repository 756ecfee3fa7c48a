/** What React listens to for a click once hydrated: a button, or a modal's backdrop. */
export const CLICKABLE = "button, [role='button'], [data-clickable]";

/** What a held click waits for before it is replayed; nothing lets the click through. */
export type HoldClick = (target: Element, event: MouseEvent) => Promise<unknown> | undefined;

/**
 * The page's one click replay: a click React cannot answer yet (its part of the page has not
 * hydrated) is held, and replayed on the same element once what `holdFor` returns settles;
 * React would otherwise drop it. A link is never held: the browser follows it without scripts.
 * Returns the way to stop holding.
 */
export function replayClicksWhen(holdFor: HoldClick): () => void {
  const hold = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest("a[href]")) return;
    const ready = holdFor(target, event);
    if (!ready) return;
    event.preventDefault();
    // The first holder takes the click; its replay passes the others, which may hold it again.
    event.stopImmediatePropagation();
    const { clientX, clientY, detail } = event;
    const replay = () =>
      target.dispatchEvent(
        new MouseEvent("click", {
          bubbles: true,
          cancelable: true,
          composed: true,
          clientX,
          clientY,
          detail,
        }),
      );
    void ready.then(replay, replay);
  };
  document.addEventListener("click", hold, { capture: true });
  return () => document.removeEventListener("click", hold, { capture: true });
}
