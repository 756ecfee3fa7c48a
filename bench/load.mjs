// One autocannon run, in a process of its own so the benchmark can pin it to another core than
// the server's: options as JSON in argv[2], the result as JSON on stdout. SIGTERM ends the run
// early and still prints what was measured (the reads measured while writes go on).
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]);
const run = autocannon(options, (error, result) => {
  if (error) {
    console.error(error.message);
    process.exit(1);
  }
  process.stdout.write(JSON.stringify(result));
});
process.once("SIGTERM", () => run.stop());
