import type { ResourceLanguage } from "i18next";

/** The element carrying the first screen's texts in the server's page. */
const PAGE_TEXTS_ELEMENT_ID = "page-texts";

/** A JSON script element that no text can close early. */
export function pageTextsTag(texts: ResourceLanguage): string {
  const json = JSON.stringify(texts)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_TEXTS_ELEMENT_ID}">${json}</script>`;
}

/** The texts the server sent with the page, or null (the dev server sends none). */
export function readPageTexts(): ResourceLanguage | null {
  const text = document.getElementById(PAGE_TEXTS_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ResourceLanguage) : null;
}
