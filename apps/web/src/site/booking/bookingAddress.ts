import { homePath, type PageLanguage, parseBookingPath } from "@shelter/contract/page";

/** Closing the form or the cancel step opened at its own address leaves for the home page. */
export function leaveBookingAddress(language: PageLanguage) {
  if (parseBookingPath(window.location.pathname) === null) return;
  window.history.replaceState(null, "", homePath(language));
}
