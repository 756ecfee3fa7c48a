import type { PageLanguage, PublicPageData } from "@shelter/contract/page";
import { renderToString } from "react-dom/server";
import { resources } from "./i18n/resources.ts";
import { createI18n } from "./i18n/setup.ts";
import { PublicApp } from "./site/PublicApp.tsx";
import { headTags } from "./site/seo/headTags.ts";

export interface RenderPageInput {
  language: PageLanguage;
  data: PublicPageData;
  /** Absolute origin for canonical and Open Graph addresses, e.g. https://example.org */
  publicUrl: string;
}

export interface RenderedPage {
  /** Markup of #root. */
  html: string;
  /** Tags for <head>: title, description, canonical, alternates, Open Graph, JSON-LD. */
  head: string;
}

/** Renders the public page of one language and its data (hydrated by entry-client.tsx). */
export function renderPage({ language, data, publicUrl }: RenderPageInput): RenderedPage {
  const i18n = createI18n(language, resources[language]);
  const html = renderToString(<PublicApp i18n={i18n} data={data} />);
  const head = headTags({ language, data, publicUrl, t: i18n.getFixedT(language, "seo") });
  return { html, head };
}
