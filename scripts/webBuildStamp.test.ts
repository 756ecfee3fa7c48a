import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script of `npm start`, without type declarations
import { webBuildStamp } from "./webBuildStamp.mjs";

describe("the web build's stamp", () => {
  let root: string;

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function site() {
    root = await mkdtemp(path.join(tmpdir(), "shelter-stamp-"));
    await mkdir(path.join(root, "apps/web/src/site"), { recursive: true });
    await mkdir(path.join(root, "packages/contract/src"), { recursive: true });
    await writeFile(path.join(root, "apps/web/src/site/News.tsx"), "export const a = 1;\n");
    await writeFile(path.join(root, "packages/contract/src/news.ts"), "export const b = 2;\n");
    await writeFile(path.join(root, "package-lock.json"), '{"lockfileVersion":3}\n');
  }

  it("stays the same while nothing the build reads changed", async () => {
    await site();
    const first = webBuildStamp(root);
    await writeFile(path.join(root, "README.md"), "not read by the build\n");
    expect(webBuildStamp(root)).toBe(first);
  });

  it("changes when a web source, the shared contract or the lockfile changes", async () => {
    await site();
    const stamps = new Set([webBuildStamp(root)]);
    await writeFile(path.join(root, "apps/web/src/site/News.tsx"), "export const a = 3;\n");
    stamps.add(webBuildStamp(root));
    await writeFile(path.join(root, "packages/contract/src/news.ts"), "export const b = 4;\n");
    stamps.add(webBuildStamp(root));
    await writeFile(path.join(root, "package-lock.json"), '{"lockfileVersion":3,"x":1}\n');
    stamps.add(webBuildStamp(root));
    expect(stamps.size).toBe(4);
  });
});
