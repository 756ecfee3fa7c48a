import { homePath, newsPath, type PageLanguage, parsePublicPath } from "@shelter/contract/page";

/** Opening a post puts its own address in the bar (CONTRACT.md, A news post's own address). */
export function showPostAddress(language: PageLanguage, id: number) {
  const target = newsPath(language, id);
  if (window.location.pathname !== target) {
    window.history.pushState({ newsPanel: id }, "", target);
  }
}

/** Closing it goes back: to the entry before it if the page pushed one, else to the home. */
export function leavePostAddress(language: PageLanguage) {
  if (parsePublicPath(window.location.pathname)?.newsId == null) return;
  const state: unknown = window.history.state;
  if (state && typeof state === "object" && "newsPanel" in state) window.history.back();
  else window.history.replaceState(null, "", homePath(language));
}
