import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_READS } from "../testing/publicReads.ts";
import { type ServerProcess, startServerProcess } from "./serverProcess.ts";

/** Requests per public read, each with query parameters of its own (issue 19). */
const JUNK_PER_READ = Number(process.env.JUNK_PER_READ ?? 2000);
const CONNECTIONS = 16;
/** Issue 9's budget for the server's memory. */
const RSS_BUDGET_MB = 250;

/** Kilobytes of a `/proc/PID/status` field (VmRSS now, VmHWM the peak so far). */
async function memoryKb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

describe("junk query parameters on the production server", () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shelter-junk-"));
    const env = { DATA_DIR: dataDir, SEED_DEMO: "true" };
    // Seeded by a first start, measured on the next, as `bench:api` does: creating the embedded
    // database and encoding the demo photos is no part of serving.
    const seeding = await startServerProcess(env, undefined, { production: true });
    seeding.kill("SIGTERM");
    await seeding.exited;
    server = await startServerProcess(env, undefined, { production: true });
  }, 300_000);
  afterAll(async () => {
    server?.kill("SIGTERM");
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`answers ${JUNK_PER_READ} requests with junk parameters per public read from the answers kept, / and /en staying in memory, RSS under ${RSS_BUDGET_MB} MB`, async () => {
    const pid = server.child.pid ?? 0;
    const get = async (url: string) => {
      const response = await fetch(server.base + url, {
        headers: { "accept-encoding": "br, gzip" },
      });
      await response.arrayBuffer();
      return response;
    };
    for (const read of PUBLIC_READS) await get(read);

    const urls = Array.from({ length: JUNK_PER_READ }, (_, n) =>
      PUBLIC_READS.map(
        (read) => `${read}${read.includes("?") ? "&" : "?"}utm_source=junk&fbclid=${n}&x${n}=${n}`,
      ),
    ).flat();
    const statuses = new Map<string, number>();
    const errors: string[] = [];
    let peakKb = 0;
    const sampler = setInterval(() => {
      void memoryKb(pid, "VmRSS").then((kb) => {
        peakKb = Math.max(peakKb, kb);
      });
    }, 100);
    let next = 0;
    const connection = async () => {
      for (let url = urls[next++]; url !== undefined; url = urls[next++]) {
        const response = await get(url);
        if (response.status !== 200) errors.push(`${url}: ${response.status}`);
        const status = response.headers.get("cache-status") ?? "none";
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, connection));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const pages = [];
    for (const page of ["/", "/en"]) pages.push((await get(page)).headers.get("cache-status"));
    const peakMb = Math.max(peakKb, await memoryKb(pid, "VmHWM")) / 1024;
    console.log(
      `${urls.length} requests with junk parameters in ${seconds.toFixed(1)} s (${(urls.length / seconds).toFixed(0)}/s), Cache-Status: ${JSON.stringify(Object.fromEntries(statuses))}; peak RSS ${peakMb.toFixed(0)} MB (budget ${RSS_BUDGET_MB})`,
    );
    expect(errors.slice(0, 10)).toEqual([]);
    expect(peakMb).toBeLessThan(RSS_BUDGET_MB);
    // Every one answered from memory: no junk made an entry, nor pushed the pages out.
    expect(Object.fromEntries(statuses)).toEqual({ "shelter; hit": urls.length });
    expect(pages).toEqual(["shelter; hit", "shelter; hit"]);
  });
});
