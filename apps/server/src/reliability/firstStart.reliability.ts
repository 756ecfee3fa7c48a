import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ProcessMemory, processTreeMemory, totalRssMb } from "../testing/processTree.ts";
import { buildSite, SERVER_NODE_FLAGS } from "../testing/siteBuild.ts";
import {
  createTestDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
  TEST_ADMIN,
} from "../testing/testSite.ts";
import { waitUntilReady } from "./serverProcess.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
/** Issue 19: a first start fits a 1 GB machine, and then keeps to issue 9's budget. */
const PEAK_MB = 400;
const SETTLED_MB = 250;
/** How long after the page is rendered at start the memory is read as settled. */
const SETTLE_MS = 3000;
const SAMPLE_MS = 50;

/** The server's log lines that end each phase of a first start, in order. */
const PHASES = [
  { until: "database migrated", name: "open and migrate the database" },
  { until: "demo content seeded", name: "seed the demo content" },
  { until: "pages rendered at start", name: "listen, render the page" },
  { until: "", name: `the next ${SETTLE_MS / 1000} s` },
];

interface PhasePeak {
  allMb: number;
  serverMb: number;
  childrenMb: number;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Runs `node scripts/start.mjs` as production does, on a new data folder, and samples the
 * resident memory of its process and of every process it started (the image worker, the
 * embedded database's lock holder) until the page rendered at start has had time to settle.
 */
async function measureFirstStart(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "shelter-first-start-"));
  cleanups.push(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.lock`, { force: true });
  });
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const pid = child.pid ?? 0;
  let phase = 0;
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    while (phase < PHASES.length - 1 && log.includes(`"msg":"${PHASES[phase]?.until}"`)) {
      phase += 1;
    }
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });

  const peaks: PhasePeak[] = PHASES.map(() => ({ allMb: 0, serverMb: 0, childrenMb: 0 }));
  let last: ProcessMemory[] = [];
  const sample = () => {
    last = processTreeMemory(pid);
    const peak = peaks[phase] as PhasePeak;
    const allMb = totalRssMb(last);
    const serverMb = (last.find((process) => process.pid === pid)?.rssKb ?? 0) / 1024;
    peak.allMb = Math.max(peak.allMb, allMb);
    peak.serverMb = Math.max(peak.serverMb, serverMb);
    peak.childrenMb = Math.max(peak.childrenMb, allMb - serverMb);
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  try {
    // The server listens once the demo content is seeded: ready means seeded.
    await waitUntilReady(`http://127.0.0.1:${port}/api/health/ready`, child);
    const deadline = Date.now() + 60_000;
    while (phase < PHASES.length - 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    sample();
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${errors}`);
  } finally {
    clearInterval(sampler);
    child.kill("SIGTERM");
    await exited;
  }
  return {
    log,
    peaks,
    peakMb: Math.max(...peaks.map((peak) => peak.allMb)),
    settled: last,
    settledMb: totalRssMb(last),
  };
}

describe.each(DATABASE_KINDS)(
  "a first start of the production server on %s",
  (kind: DatabaseKind) => {
    // Built before, not by the start measured: building is no part of a start's memory.
    beforeAll(buildSite, 600_000);

    it(`seeds an empty data folder within ${PEAK_MB} MB and settles under ${SETTLED_MB} MB, its child processes counted`, {
      timeout: 240_000,
    }, async () => {
      const env: Record<string, string> = {};
      if (kind === "postgres") {
        const database = await createTestDatabase();
        cleanups.push(database.drop);
        env.DATABASE_URL = database.url;
      }
      const { log, peaks, peakMb, settled, settledMb } = await measureFirstStart(env);

      const row = (name: string, all: string, server: string, children: string) =>
        `${name.padEnd(34)} ${all.padStart(5)} ${server.padStart(6)} ${children.padStart(8)}`;
      console.log(
        [
          `first start on ${kind}, an empty data folder: peak RSS in MB (the server, its children), every ${SAMPLE_MS} ms`,
          row("phase", "all", "server", "children"),
          ...PHASES.map(({ name }, index) => {
            const peak = peaks[index] as PhasePeak;
            return row(
              name,
              peak.allMb.toFixed(0),
              peak.serverMb.toFixed(0),
              peak.childrenMb.toFixed(0),
            );
          }),
          `peak ${peakMb.toFixed(0)} MB (budget ${PEAK_MB}); settled ${settledMb.toFixed(0)} MB (budget ${SETTLED_MB}): ${settled.map(({ name, rssKb }) => `${name} ${(rssKb / 1024).toFixed(0)}`).join(", ")}`,
        ].join("\n"),
      );
      expect(log).toContain('"msg":"demo content seeded"');
      expect(log).toContain('"msg":"pages rendered at start"');
      expect(peakMb).toBeLessThan(PEAK_MB);
      expect(settledMb).toBeLessThan(SETTLED_MB);
    });
  },
);
