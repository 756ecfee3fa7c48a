import type { PageLanguage, PublicPageData } from "@shelter/contract/page";
import { renderToString } from "react-dom/server";
import { pageTextsTag } from "./i18n/pageTexts.ts";
import { resources } from "./i18n/resources.ts";
import { createI18n, FIRST_SCREEN_NAMESPACES } from "./i18n/setup.ts";
import { loadEveryPart, PublicApp } from "./site/PublicApp.tsx";
import { headTags } from "./site/seo/headTags.ts";

// The server renders every section and modal whole, so their code is loaded before the first page.
await loadEveryPart();

export interface RenderPageInput {
  language: PageLanguage;
  data: PublicPageData;
  /** Absolute origin for canonical and Open Graph addresses, e.g. https://example.org */
  publicUrl: string;
}

export interface RenderedPage {
  /** Markup of #root. */
  html: string;
  /**
   * Tags for <head>: title, description, canonical, alternates, Open Graph, JSON-LD, and the
   * first screen's texts that hydrate it.
   */
  head: string;
}

/** Renders the public page of one language and its data (hydrated by entry-client.tsx). */
export function renderPage({ language, data, publicUrl }: RenderPageInput): RenderedPage {
  const texts = resources[language];
  const i18n = createI18n(language, texts);
  const html = renderToString(<PublicApp i18n={i18n} data={data} />);
  const head = [
    headTags({ language, data, publicUrl, t: i18n.getFixedT(language, "seo") }),
    pageTextsTag(
      Object.fromEntries(FIRST_SCREEN_NAMESPACES.map((namespace) => [namespace, texts[namespace]])),
    ),
  ].join("\n    ");
  return { html, head };
}
