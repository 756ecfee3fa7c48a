import type { Page } from "@playwright/test";
import { PAGE_DATA_ELEMENT_ID, type PublicPageData } from "@shelter/contract/page";

const DATA_ELEMENT = new RegExp(
  `(<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">)([\\s\\S]*?)(</script>)`,
);

/**
 * Serves the server-rendered page with its embedded data changed, as if the server's reads had
 * gone differently: the browser then hydrates (or fetches) from what the test gave it.
 */
export async function rewritePageData(
  page: Page,
  path: string,
  change: (data: PublicPageData) => PublicPageData,
): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const match = DATA_ELEMENT.exec(html);
      if (!match?.[2]) throw new Error(`no embedded page data in ${path}`);
      const data = JSON.parse(match[2]) as PublicPageData;
      const changed = JSON.stringify(change(data)).replace(/</g, "\\u003c");
      await route.fulfill({ response, body: html.replace(DATA_ELEMENT, `$1${changed}$3`) });
    },
  );
}
