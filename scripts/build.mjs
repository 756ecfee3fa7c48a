// `npm run build`: builds the web client and the server and stamps both, so that the next
// `npm start` finds them current. `node scripts/build.mjs web` (or `server`) builds one.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, TARGETS } from "./builds.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const names = process.argv.slice(2);
for (const name of names) {
  if (!(name in TARGETS)) {
    console.error(`Unknown build "${name}": use ${Object.keys(TARGETS).join(" or ")}.`);
    process.exit(2);
  }
}
for (const name of names.length > 0 ? names : Object.keys(TARGETS)) {
  await build(root, TARGETS[name]);
}
