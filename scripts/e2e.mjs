// The browser tests in shards that run side by side, each against a server of its own on its own
// port and data folder, so that a shard never sees another's writes. Most of a browser test is
// waiting (animations, delays of the specification), so two shards on two cores take little more
// than half the time of one. The spec files are dealt out by size, largest first, to the shard
// with the least so far; a file's tests stay together and in order. `E2E_SHARDS=1` runs them in
// one go; arguments (a spec file, `-g`, ...) run in one shard as given.
import { execFileSync, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createInterface } from "node:readline";

const args = process.argv.slice(2);
const shardCount = args.length ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 4310);

/** The spec files dealt out to `count` shards of about the same size. */
function dealSpecFiles(count) {
  const files = readdirSync("e2e")
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => ({ path: `e2e/${name}`, size: statSync(`e2e/${name}`).size }))
    .sort((a, b) => b.size - a.size);
  const shards = Array.from({ length: count }, () => ({ size: 0, files: [] }));
  for (const file of files) {
    const smallest = shards.reduce((least, shard) => (shard.size < least.size ? shard : least));
    smallest.size += file.size;
    smallest.files.push(file.path);
  }
  return shards.map((shard) => shard.files);
}

function runShard(index, testArgs) {
  const env = { ...process.env, E2E_PORT: String(basePort + 100 * index), E2E_BUILT: "1" };
  // Each shard's config makes its own data folder and mail port.
  delete env.SHELTER_E2E_DATA_DIR;
  delete env.E2E_SMTP_PORT;
  const output = `e2e/test-results${shardCount > 1 ? `/shard-${index + 1}` : ""}`;
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
const codes = await Promise.all(shardArgs.map((testArgs, index) => runShard(index, testArgs)));
const failed = codes.filter((code) => code !== 0).length;
if (failed) console.log(`${failed} of ${shardCount} browser test shard(s) failed`);
process.exit(failed ? 1 : 0);
