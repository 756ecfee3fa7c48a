// One autocannon run, in a process of its own so the benchmark can pin it to another core than
// the server's: options as JSON in argv[2], the result as JSON on stdout. SIGTERM ends the run
// early and still prints what was measured (the reads measured while writes go on).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const autocannonPath = require.resolve("autocannon");
const Queue = createRequire(autocannonPath)("./lib/pipelinedRequestsQueue.js");

// autocannon decodes every body chunk into a string (`body += chunk`) for its onResponse and
// verifyBody hooks, which these runs do not use. On a 21 KB brotli page that decoding took two
// thirds of the load generator's core: the generator, not the server, was saturated (the server
// at 60% of its core), and its own queueing showed up as the server's latency. Bytes are still
// counted by autocannon's byte counter, which does not go through this method.
Queue.prototype.addBody = () => {};

const { default: autocannon } = await import("autocannon");
const options = JSON.parse(process.argv[2]);
const run = autocannon(options, (error, result) => {
  if (error) {
    console.error(error.message);
    process.exit(1);
  }
  process.stdout.write(JSON.stringify(result));
});
process.once("SIGTERM", () => run.stop());
