import { readFile, rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataDir, TEST_ADMIN } from "../testing/testSite.ts";
import { type ServerProcess, startServerProcess } from "./serverProcess.ts";

const SOAK_MS = Number(process.env.SOAK_SECONDS ?? 60) * 1000;
/** Memory may settle in the first seconds (JIT, caches, pools); growth is counted from there. */
const WARM_UP_MS = Math.min(10_000, SOAK_MS / 4);
/** The stated bound: resident memory grows by at most this much after the warm-up (the embedded
 * database's WebAssembly memory only grows, to its high-water mark). */
const MAX_GROWTH_MB = 96;
const READERS = 6;

const READS = [
  "/api/news",
  "/api/news?page=1&limit=6",
  "/api/gallery?page=1&limit=12",
  "/api/excursions",
  "/api/reviews",
  "/api/partners",
  "/api/contacts",
  "/",
  "/en",
];

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

describe("a soak of public reads and admin writes", () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await createDataDir("shelter-soak-");
    server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
  }, 180_000);
  afterAll(async () => {
    server?.kill("SIGTERM");
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`answers every request for ${SOAK_MS / 1000} s without an error, memory within ${MAX_GROWTH_MB} MB of its warmed-up size`, {
    timeout: SOAK_MS + 120_000,
  }, async () => {
    const pid = server.child.pid ?? 0;
    const login = await fetch(`${server.base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const started = Date.now();
    const startMb = await residentMb(pid);
    let warmMb = startMb;
    let peakMb = startMb;
    let sent = 0;
    let writes = 0;
    const errors: string[] = [];
    const done = () => Date.now() - started >= SOAK_MS;

    const check = async (label: string, response: Promise<Response>, ok: number[]) => {
      sent += 1;
      try {
        const answer = await response;
        await answer.arrayBuffer();
        if (!ok.includes(answer.status)) errors.push(`${label}: ${answer.status}`);
      } catch (error) {
        errors.push(`${label}: ${(error as Error).message}`);
      }
    };
    const reader = async (index: number) => {
      for (let turn = index; !done(); turn += 1) {
        const url = READS[turn % READS.length] as string;
        await check(`GET ${url}`, fetch(server.base + url), [200]);
      }
    };
    const admin = async () => {
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const reviews = (await (await fetch(`${server.base}/api/reviews`)).json()) as {
        id: number;
      }[];
      const reviewId = reviews[0]?.id;
      for (let turn = 0; !done(); turn += 1) {
        const photo = await sharp({
          create: {
            width: 160,
            height: 100,
            channels: 3,
            background: { r: turn % 255, g: 90, b: 60 },
          },
        })
          .png()
          .toBuffer();
        const post = {
          title_ua: `Новина ${turn}`,
          title_en: `Post ${turn}`,
          subtitle_ua: "Підзаголовок",
          subtitle_en: "A subtitle",
          content_ua: "Текст новини.",
          content_en: "The story.",
          image_data: `data:image/png;base64,${photo.toString("base64")}`,
        };
        sent += 1;
        const created = await fetch(`${server.base}/api/news`, {
          method: "POST",
          headers,
          body: JSON.stringify(post),
        });
        const body = (await created.json()) as { ID?: number };
        if (created.status !== 201) {
          errors.push(`POST /api/news: ${created.status}`);
          continue;
        }
        await check(
          "PUT /api/news",
          fetch(`${server.base}/api/news/${body.ID}`, {
            method: "PUT",
            headers,
            body: JSON.stringify({ ...post, title_en: `Post ${turn} v2` }),
          }),
          [200],
        );
        // Changed in place, not added: the data keeps its size, so memory growth means a leak.
        await check(
          "PATCH /api/reviews",
          fetch(`${server.base}/api/reviews/${reviewId}`, {
            method: "PATCH",
            headers,
            body: JSON.stringify({ review_en: `Thank you, time ${turn}!` }),
          }),
          [200],
        );
        await check(
          "DELETE /api/news",
          fetch(`${server.base}/api/news/${body.ID}`, {
            method: "DELETE",
            headers: { authorization: headers.authorization },
          }),
          [200, 204],
        );
        writes += 4;
      }
    };
    const sampler = async () => {
      let warmTaken = false;
      while (!done()) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const now = await residentMb(pid);
        peakMb = Math.max(peakMb, now);
        if (!warmTaken && Date.now() - started >= WARM_UP_MS) {
          warmMb = now;
          warmTaken = true;
        }
      }
    };
    await Promise.all([
      ...Array.from({ length: READERS }, (_, index) => reader(index)),
      admin(),
      sampler(),
    ]);
    const endMb = await residentMb(pid);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `soak: ${sent} requests sent in ${seconds.toFixed(0)} s (${Math.round(sent / seconds)}/s, ${writes} admin writes), errors ${errors.length}; RSS start ${startMb} MB, after warm-up ${warmMb} MB, peak ${peakMb} MB, end ${endMb} MB (bound: +${MAX_GROWTH_MB} MB after warm-up)`,
    );
    for (const error of errors.slice(0, 10)) console.log(`  ${error}`);
    expect(errors).toEqual([]);
    expect(endMb - warmMb).toBeLessThanOrEqual(MAX_GROWTH_MB);
  });
});
