import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** A site of its own with no account yet (the shared e2e server has its administrator). */
async function startEmptySite(port: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shelter-e2e-setup-"));
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const deadline = Date.now() + 60_000;
  let link: string | undefined;
  while (!link && Date.now() < deadline && child.exitCode === null) {
    link = /(http\S+\/register-user-only-for-developers\?setup=[\w-]+)/.exec(output)?.[1];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The link is printed while the site opens, before it listens.
  while (Date.now() < deadline && child.exitCode === null) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    link,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test("the first administrator is made through the setup link the server printed, and only once", async ({
  page,
}) => {
  // A second server's start (a minute at most on a loaded machine) belongs to this test.
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 4310) + 7;
  const site = await startEmptySite(port);
  try {
    expect(site.link, site.output()).toBeDefined();
    const link = site.link ?? "";

    // Without the link's token the page cannot make the account.
    await page.goto(`http://127.0.0.1:${port}/register-user-only-for-developers`);
    await page.getByLabel("Email").fill("owner@example.org");
    await page.getByLabel("Пароль", { exact: true }).fill("Owner2024");
    await page.getByRole("button", { name: "Зареєструвати" }).click();
    await expect(page.getByText("Щось пішло не так. Спробуйте ще.")).toBeVisible();

    await page.goto(link);
    await page.getByLabel("Email").fill("owner@example.org");
    await page.getByLabel("Пароль", { exact: true }).fill("Owner2024");
    await page.getByRole("button", { name: "Зареєструвати" }).click();
    await expect(page.getByText("Користувача зареєстровано.")).toBeVisible();

    const signIn = await page.request.post(`http://127.0.0.1:${port}/api/login`, {
      data: { email: "owner@example.org", password: "Owner2024" },
    });
    expect(signIn.status()).toBe(200);

    // The same link makes no second account.
    await page.goto(link);
    await page.getByLabel("Email").fill("stranger@example.org");
    await page.getByLabel("Пароль", { exact: true }).fill("Stranger1");
    await page.getByRole("button", { name: "Зареєструвати" }).click();
    await expect(page.getByText("Щось пішло не так. Спробуйте ще.")).toBeVisible();
  } finally {
    await site.stop();
  }
});
