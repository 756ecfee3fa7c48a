// `npm run bench:api`: the public read API under load on a fresh embedded site with the demo
// content. Each call has a latency budget (p95, ms); the run fails when one is over it.
import { startTestSite } from "../apps/server/src/testing/testSite.ts";

// Eight visitors at once on the 2-core machine this project runs on.
const CONCURRENCY = 8;
const REQUESTS_PER_CALL = 400;

const calls: { url: string; p95BudgetMs: number }[] = [
  { url: "/api/news", p95BudgetMs: 80 },
  { url: "/api/news?page=2&limit=3", p95BudgetMs: 60 },
  { url: "/api/news/3", p95BudgetMs: 50 },
  { url: "/api/gallery", p95BudgetMs: 80 },
  { url: "/api/gallery/pagination?page=1&limit=6", p95BudgetMs: 60 },
  { url: "/api/excursions", p95BudgetMs: 60 },
  { url: "/api/reviews", p95BudgetMs: 60 },
  { url: "/api/partners", p95BudgetMs: 60 },
  { url: "/api/contacts", p95BudgetMs: 40 },
  { url: "/", p95BudgetMs: 30 },
  { url: "/api/health", p95BudgetMs: 30 },
];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function measure(baseUrl: string, url: string) {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS_PER_CALL) {
      next += 1;
      const begin = performance.now();
      const response = await fetch(baseUrl + url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      durations.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    perSecond: durations.length / seconds,
  };
}

const site = await startTestSite("embedded");
let over = 0;
try {
  // Warm-up: the first calls compile queries and the JIT the handlers.
  for (const call of calls) {
    for (let round = 0; round < 50; round += 1) {
      await fetch(site.baseUrl + call.url).then((response) => response.arrayBuffer());
    }
  }
  console.log(`${REQUESTS_PER_CALL} requests per call, ${CONCURRENCY} at a time\n`);
  console.log(
    "call".padEnd(42),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "budget".padStart(8),
    "req/s".padStart(8),
  );
  for (const call of calls) {
    const result = await measure(site.baseUrl, call.url);
    const ok = result.p95 <= call.p95BudgetMs;
    if (!ok) over += 1;
    console.log(
      call.url.padEnd(42),
      result.p50.toFixed(1).padStart(8),
      result.p95.toFixed(1).padStart(8),
      String(call.p95BudgetMs).padStart(8),
      result.perSecond.toFixed(0).padStart(8),
      ok ? "" : " OVER BUDGET",
    );
  }
} finally {
  await site.destroy();
}
if (over) {
  console.error(`\n${over} call(s) over budget`);
  process.exit(1);
}
