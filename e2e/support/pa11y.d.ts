/** The part of pa11y's API these tests use (pa11y ships no types). */
declare module "pa11y" {
  import type { Browser, Page } from "puppeteer-core";

  export interface Pa11yIssue {
    code: string;
    type: "error" | "warning" | "notice";
    message: string;
    /** The start of the element's outer HTML. */
    context: string | null;
    selector: string;
    runner: string;
  }

  export interface Pa11yOptions {
    browser?: Browser;
    page?: Page;
    /** Test the given page as it is instead of loading `url` into it. */
    ignoreUrl?: boolean;
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    runners?: ("htmlcs" | "axe")[];
    viewport?: { width: number; height: number };
    timeout?: number;
  }

  export interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
