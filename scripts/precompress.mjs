// After the web build: a brotli (.br) and a gzip (.gz) copy beside every compressible asset, so
// the server sends them as they are (@fastify/static's preCompressed) instead of compressing
// each request. Made once per build, at the highest levels, since nothing waits for them.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;
// Below this the headers outweigh what compression saves (as the server's own threshold).
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir` that they make smaller. */
export function precompress(dir) {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      written += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}
