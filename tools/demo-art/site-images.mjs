// Makes the page's own photos (hero, about us, support, contacts, fallback) as responsive WebP
// files under apps/web/src/site/images from the demo illustrations. Run once when a source
// changes: `node tools/demo-art/site-images.mjs`; the results are committed.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sources = path.join(root, "apps/server/src/demo/images");
const target = path.join(root, "apps/web/src/site/images");

const images = {
  hero: { source: "gallery-10.jpg", widths: [480, 800, 1200, 1600, 1920] },
  "about-mission": { source: "gallery-01.jpg", widths: [480, 800, 1200] },
  "about-nature": { source: "gallery-07.jpg", widths: [480, 800, 1200] },
  "about-help": { source: "news-02.jpg", widths: [480, 800, 1200] },
  support: { source: "gallery-18.jpg", widths: [480, 800, 1200, 1600, 1920] },
  contacts: { source: "gallery-14.jpg", widths: [480, 800, 1200, 1600, 1920] },
  partner: { source: "excursion-help-at-shelter.jpg", widths: [480, 800] },
  fallback: { source: "gallery-03.jpg", widths: [480, 800, 1200, 1600] },
};

await mkdir(target, { recursive: true });
const manifest = {};
for (const [name, { source, widths }] of Object.entries(images)) {
  const original = sharp(path.join(sources, source));
  const { width, height } = await original.metadata();
  manifest[name] = { width, height, widths: [] };
  for (const wanted of widths.filter((candidate) => candidate <= width)) {
    const file = `${name}-${wanted}.webp`;
    await original.clone().resize(wanted).webp({ quality: 68 }).toFile(path.join(target, file));
    manifest[name].widths.push(wanted);
  }
}
await writeFile(path.join(target, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(manifest);
