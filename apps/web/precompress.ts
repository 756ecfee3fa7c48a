// A brotli (.br) and a gzip (.gz) copy beside every compressible asset of the browser build, so
// the server sends them as they are (@fastify/static's preCompressed) instead of compressing
// each request. Made once per build, at the highest levels, since nothing waits for them.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;
// Below this the headers outweigh what compression saves (as the server's own threshold).
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/** Writes the copies beside every compressible file in `dir` and its folders. */
export async function precompressDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => compressFile(path.join(entry.parentPath, entry.name))),
  );
}

/** Compresses the browser build's `assets/` once it is written (not the server renderer's). */
export function precompressAssets(): Plugin {
  let assetsDir = "";
  return {
    name: "precompress-assets",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle: () => precompressDirectory(assetsDir),
  };
}
