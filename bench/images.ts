// `npm run bench:images`: how long the image pipeline takes per upload (decode, check, strip,
// encode the WebP widths), and how many bytes a phone downloads compared with the original.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { encodeImageVariants } from "../apps/server/src/media/imageVariants.ts";

const BUDGET_MS_PER_IMAGE = 400;
const PHONE_WIDTH = 640;
const imagesDir = path.join(import.meta.dirname, "../apps/server/src/demo/images");

const files = (await readdir(imagesDir)).filter((name) => /\.(jpe?g|png)$/.test(name));
const timings: number[] = [];
let originalBytes = 0;
let phoneBytes = 0;
for (const name of files) {
  const bytes = await readFile(path.join(imagesDir, name));
  const started = performance.now();
  const variants = await encodeImageVariants(bytes);
  timings.push(performance.now() - started);
  originalBytes += bytes.length;
  const phone = variants.find((variant) => variant.width >= PHONE_WIDTH) ?? variants.at(-1);
  phoneBytes += phone?.body.length ?? 0;
}
timings.sort((a, b) => a - b);
const p95 = timings[Math.floor(timings.length * 0.95)] ?? 0;
console.log(`${files.length} images`);
console.log(
  `median ${timings[Math.floor(timings.length / 2)]?.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms per image (budget ${BUDGET_MS_PER_IMAGE} ms)`,
);
console.log(
  `a phone (${PHONE_WIDTH} px) loads ${(phoneBytes / 1024).toFixed(0)} KB instead of ${(originalBytes / 1024).toFixed(0)} KB of originals`,
);
if (p95 > BUDGET_MS_PER_IMAGE) {
  console.error("over budget");
  process.exit(1);
}
