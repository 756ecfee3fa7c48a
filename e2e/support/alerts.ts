import { expect, type Page } from "@playwright/test";

/**
 * The back office's alerts, recorded as they appear.
 *
 * An alert shows for 2 s (spec §4/§9) and a check that polls for it can miss it: while CI's
 * shards keep both cores busy, a browser may answer one poll more than two seconds after the
 * last. So the page itself records every alert when it is added (a MutationObserver started
 * before the back office's scripts), and `expectAlert` reads that record.
 */

interface AlertRecord {
  texts: string[];
}

/** What the recorder uses of the page's window, typed here: the e2e project has no DOM library. */
interface DomNode {
  nodeType: number;
}
interface DomElement extends DomNode {
  matches(selector: string): boolean;
  querySelectorAll(selector: string): Iterable<DomElement>;
  textContent: string | null;
}
interface BrowserWindow {
  e2eAlerts?: AlertRecord;
  document: DomNode;
  MutationObserver: new (
    callback: (mutations: Iterable<{ addedNodes: Iterable<DomNode> }>) => void,
  ) => { observe(target: DomNode, options: { childList: boolean; subtree: boolean }): void };
}

/**
 * Runs in every document the page loads, before its own scripts; Playwright sends its source,
 * so it uses nothing of this module.
 */
function installRecorder() {
  const ELEMENT_NODE = 1;
  const window = globalThis as unknown as BrowserWindow;
  if (window.e2eAlerts) return;
  const record: AlertRecord = { texts: [] };
  window.e2eAlerts = record;
  const alertSelector = ".admin-alert";
  new window.MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node.nodeType !== ELEMENT_NODE) continue;
        const element = node as DomElement;
        const alerts = element.matches(alertSelector)
          ? [element]
          : element.querySelectorAll(alertSelector);
        for (const alert of alerts) record.texts.push(alert.textContent ?? "");
      }
    }
  }).observe(window.document, { childList: true, subtree: true });
}

/** Records the alerts of every document `page` loads from now on (signIn does it already). */
export async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(installRecorder);
}

/**
 * Waits until the back office has shown an alert that is `expected` (the whole text, or a
 * pattern) since the last one this took, and returns its text; an alert is taken once, so the
 * same text expected twice needs two alerts.
 */
export async function expectAlert(
  page: Page,
  expected: string | RegExp,
  options: { timeout?: number } = {},
): Promise<string> {
  const pattern = typeof expected === "string" ? { source: expected, exact: true } : expected;
  const take = () =>
    page.evaluate(
      ({ source, flags, exact }) => {
        const record = (globalThis as unknown as BrowserWindow).e2eAlerts;
        if (!record) return { recording: false as const, shown: [] };
        const index = record.texts.findIndex((text) =>
          exact ? text === source : new RegExp(source, flags).test(text),
        );
        const taken = index < 0 ? undefined : record.texts.splice(index, 1)[0];
        return { recording: true as const, taken, shown: record.texts };
      },
      {
        source: pattern.source,
        flags: pattern instanceof RegExp ? pattern.flags : "",
        exact: !(pattern instanceof RegExp),
      },
    );
  let taken: string | undefined;
  await expect
    .poll(
      async () => {
        const result = await take();
        if (!result.recording) {
          throw new Error("the page records no alerts: call recordAlerts(page) before it loads");
        }
        taken = result.taken;
        return taken === undefined ? { expected: String(expected), shown: result.shown } : "shown";
      },
      { message: `the alert ${String(expected)}`, ...options },
    )
    .toBe("shown");
  return taken ?? "";
}
