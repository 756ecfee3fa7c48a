// The browser tests in shards that run side by side, each against a server of its own on its own
// port and data folder, so that a shard never sees another's writes. Most of a browser test is
// waiting (animations, delays of the specification, the team workflow's two minutes for a scheduled
// post), so shards on two cores overlap it: 981 s of tests took 9.9 min in two (unbalanced) shards
// in 2026-11-28's CI and 7.1 min in three. The spec files are dealt out by what each took in a
// recorded run (e2e/durations.json; a file not in it by its size), longest first, to the shard with
// the least so far; a file's tests stay together and in order. The record is a CI run's, not a quiet
// machine's: under CI's load the files slow down unevenly (2026-11-29: the widths 1.8 times, the
// page 5 times), and dealt by quiet figures the shards took 9.7, 14.3 and 14.5 min. After a run,
// what each file took is printed and written to e2e/test-results/durations.json: copy a CI run's
// over e2e/durations.json when the files change much. `E2E_SHARDS=1` runs them in one go; arguments (a spec file, `-g`, ...) run in
// one shard as given.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";

const args = process.argv.slice(2);
const shardCount = args.length ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 3));
const basePort = Number(process.env.E2E_PORT ?? 4310);
const RESULTS = "e2e/test-results";

/** Seconds per spec file of a recorded run. */
const recorded = existsSync("e2e/durations.json")
  ? JSON.parse(readFileSync("e2e/durations.json", "utf8"))
  : {};
/** A file the record does not know: about a second per 400 bytes of spec, as the record shows. */
const estimate = (file) => recorded[file] ?? statSync(file).size / 400;

/** The spec files dealt out to `count` shards that take about as long as each other. */
function dealSpecFiles(count) {
  const files = readdirSync("e2e")
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => ({ path: `e2e/${name}`, seconds: estimate(`e2e/${name}`) }))
    .sort((a, b) => b.seconds - a.seconds);
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of files) {
    const least = shards.reduce((fewest, shard) =>
      shard.seconds < fewest.seconds ? shard : fewest,
    );
    least.seconds += file.seconds;
    least.files.push(file.path);
  }
  return shards.map((shard) => shard.files);
}

/** Seconds per spec file in a shard's JSON report (nested suites summed per file). */
function fileDurations(reportFile) {
  if (!existsSync(reportFile)) return {};
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const seconds = {};
  const visit = (suite, file) => {
    const path = suite.file ? `e2e/${suite.file.replace(/^e2e\//, "")}` : file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          seconds[path] = (seconds[path] ?? 0) + result.duration / 1000;
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, undefined);
  return seconds;
}

function runShard(index, testArgs) {
  const output = `${RESULTS}${shardCount > 1 ? `/shard-${index + 1}` : ""}`;
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + 100 * index),
    E2E_BUILT: "1",
    E2E_REPORT_FILE: resolve(output, "report.json"),
  };
  // Each shard's config makes its own data folder and mail port.
  delete env.SHELTER_E2E_DATA_DIR;
  delete env.E2E_SMTP_PORT;
  const child = spawn(
    "npx",
    ["playwright", "test", "-c", "e2e/playwright.config.ts", `--output=${output}`, ...testArgs],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  const prefix = shardCount > 1 ? `[${index + 1}/${shardCount}] ` : "";
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

// One build before the shards (a no-op when nothing changed), so that their servers' starts do
// not build the same files at the same time.
execFileSync("npm", ["run", "--silent", "build", "--", "--output-logs=new-only"], {
  stdio: "inherit",
});

const shardArgs = shardCount > 1 ? dealSpecFiles(shardCount) : [args];
const started = Date.now();
const codes = await Promise.all(
  shardArgs.map(async (testArgs, index) => {
    const code = await runShard(index, testArgs);
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    console.log(`Browser test shard ${index + 1} of ${shardCount} ended after ${minutes} min`);
    return code;
  }),
);

// What each file took, longest first: the figures to deal the next run's shards by.
const durations = Object.assign(
  {},
  ...shardArgs.map((_, index) =>
    fileDurations(`${RESULTS}${shardCount > 1 ? `/shard-${index + 1}` : ""}/report.json`),
  ),
);
const longestFirst = Object.entries(durations).sort(([, a], [, b]) => b - a);
for (const [file, seconds] of longestFirst) {
  console.log(`${seconds.toFixed(0).padStart(5)} s  ${file}`);
}
if (longestFirst.length) {
  mkdirSync(RESULTS, { recursive: true });
  const rounded = Object.fromEntries(longestFirst.map(([file, s]) => [file, Math.round(s)]));
  writeFileSync(`${RESULTS}/durations.json`, `${JSON.stringify(rounded, null, 2)}\n`);
}
const failed = codes.filter((code) => code !== 0).length;
if (failed) console.log(`${failed} of ${shardCount} browser test shard(s) failed`);
process.exit(failed ? 1 : 0);
