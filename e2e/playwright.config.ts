import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium.ts";

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;
// The reset e-mails go to a test's mail sink (support/mailbox.ts); workers read the port from here.
process.env.E2E_SMTP_PORT ??= String(PORT + 1);
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

// Workers load this file again; they inherit the folder through the environment
// instead of making (and leaking) folders of their own.
const dataDir = process.env.SHELTER_E2E_DATA_DIR ?? createDataDir();

function createDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shelter-e2e-"));
  process.env.SHELTER_E2E_DATA_DIR = dir;
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // Shards (scripts/e2e.mjs) split the spec files between them; a file's tests run in order.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Three shards and their browsers share CI's two cores: an upload's answer (the first one starts
  // the image worker) or a page after a write may take longer than Playwright's 5 s default.
  expect: { timeout: 10_000 },
  // A test's own limit, Playwright's 30 s doubled on CI: there the shards, their browsers
  // and servers share two cores, and on 2026-11-28 every spec file took 2-6 times what it took
  // on a quiet machine (a 30 s axe run of the whole page timed out).
  // What each test checks is the same; a slower test is found in the durations printed.
  timeout: process.env.CI ? 60_000 : 30_000,
  forbidOnly: Boolean(process.env.CI),
  // scripts/e2e.mjs asks each shard for a JSON report too: it prints what each spec file took.
  reporter: [
    [process.env.CI ? "line" : "list"],
    ...(process.env.E2E_REPORT_FILE
      ? [["json", { outputFile: process.env.E2E_REPORT_FILE }] as const]
      : []),
  ],
  use: {
    baseURL,
    browserName: "chromium",
    // A trace records the page (screencast frames, DOM snapshots) all through every test: a fifth
    // of the browser tests' CPU, and CI deletes its checkout with them. Off in CI, the shards took
    // 8.3 min, not 11.1, on a slow machine (2026-11-29). Two admin tests failed then in two of
    // five runs: a list's first read outlived an invitation sent meanwhile and was shown as fresh
    // (fixed: admin/shared/invalidateAfterWrite.ts), and a 2-second alert was missed by polling
    // (the tests now read a record of alerts: support/alerts.ts). A trace's slower actions had
    // hidden both.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    // The production start: builds what changed since the last build, then runs compiled code;
    // scripts/e2e.mjs builds once before its shards start (E2E_BUILT), so they skip the prestart.
    command: process.env.E2E_BUILT ? "npm start --ignore-scripts" : "npm start",
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The tests' request client reuses idle connections; one the server closes at 5 s as the
      // next request goes out is reset (ECONNRESET), so keep them open for the whole run.
      KEEP_ALIVE_TIMEOUT_SECONDS: "600",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      PUBLIC_URL: baseURL,
      // The first administrator (support/admin.ts): no setup link to follow in these tests.
      ADMIN_EMAIL: "volunteer@example.com",
      ADMIN_PASSWORD: "Korova2024",
      // Every booking spec's requests come from this one client: room beyond the default 5.
      BOOKING_REQUESTS_PER_CLIENT: "200",
    },
  },
});
