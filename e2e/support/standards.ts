import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pa11y, { type Pa11yIssue } from "pa11y";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** A file's name and its text, to check without keeping it. */
export interface NamedText {
  name: string;
  text: string;
}

/** Writes the files into a new temporary folder, hands it to `use`, and removes it after. */
async function inTemporaryFolder<T>(
  files: NamedText[],
  use: (folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "shelter-standards-"));
  try {
    await Promise.all(files.map((file) => writeFile(path.join(folder, file.name), file.text)));
    return await use(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** What the Nu HTML Checker says about one place in one file. */
interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "io" | "schema" | "internal";
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The Nu HTML Checker's (vnu.jar, the W3C validator's engine) errors and warnings on the given
 * HTML documents, checked in one Java start for all of them; `info` messages are left out.
 */
export async function nuCheckerProblems(documents: NamedText[]): Promise<string[]> {
  const jar = require.resolve("vnu-jar/build/dist/vnu.jar");
  return inTemporaryFolder(documents, async (folder) => {
    const files = documents.map((document) => path.join(folder, document.name));
    // Exit code 1 means "problems found": the JSON says which, on standard output.
    const output = await run("java", ["-jar", jar, "--format", "json", "--stdout", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; code?: number | string }) => {
      if (error.code === "ENOENT") {
        throw new Error("the Nu HTML Checker needs Java 17 or later (apt-get install default-jre)");
      }
      if (error.code !== 1 || !error.stdout) throw error;
      return { stdout: error.stdout };
    });
    const { messages } = JSON.parse(output.stdout) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type !== "info" || message.subType === "warning")
      .map((message) => {
        const file = message.url ? path.basename(message.url) : "?";
        const kind = message.subType === "warning" ? "warning" : message.type;
        return `${file}:${message.lastLine ?? "?"} ${kind}: ${message.message} «${message.extract ?? ""}»`;
      });
  });
}

/** One finding of Redocly's linter. */
interface RedoclyProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer: string }[];
}

/**
 * Lints an OpenAPI document with Redocly CLI's `recommended` rules; answers the errors and the
 * warnings, each as "rule pointer: message".
 */
export async function redoclyLint(document: unknown) {
  const cli = require.resolve("@redocly/cli/bin/cli.js");
  return inTemporaryFolder(
    [{ name: "openapi.json", text: JSON.stringify(document) }],
    async (folder) => {
      const args = [cli, "lint", "openapi.json", "--extends", "recommended", "--format", "json"];
      // Run in the empty folder, so that no redocly.yaml of the machine's changes the rules.
      const output = await run(process.execPath, args, {
        cwd: folder,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_NOTIFICATIONS: "true" },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string; code?: number | string }) => {
        // Exit code 1 means "errors found": the JSON says which.
        if (error.code !== 1 || !error.stdout) throw error;
        return { stdout: error.stdout };
      });
      const { problems } = JSON.parse(output.stdout) as { problems: RedoclyProblem[] };
      const describe = (problem: RedoclyProblem) =>
        `${problem.ruleId} ${problem.location[0]?.pointer ?? ""}: ${problem.message}`;
      return {
        errors: problems.filter((problem) => problem.severity === "error").map(describe),
        warnings: problems.filter((problem) => problem.severity === "warn").map(describe),
      };
    },
  );
}

/** Debian's Chromium under puppeteer, which pa11y drives (Playwright's browser is not one). */
export function launchPa11yBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * pa11y's HTML_CodeSniffer runner on the page as it is now (WCAG 2 AA): its errors, the
 * warnings and notices that ask for a person's judgement left out, as pa11y does by default.
 */
export async function htmlCodeSnifferErrors(
  page: Page,
  viewport: { width: number; height: number },
): Promise<Pa11yIssue[]> {
  const results = await pa11y(page.url(), {
    browser: page.browser(),
    page,
    ignoreUrl: true,
    standard: "WCAG2AA",
    runners: ["htmlcs"],
    // pa11y sets the page's viewport itself: the one the page was laid out at.
    viewport,
  });
  return results.issues.filter((issue) => issue.type === "error");
}
