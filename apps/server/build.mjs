// The server's build (`npm run build`, run by Turborepo, which skips it while its inputs are
// unchanged): each entry point below becomes one ES module in dist/ with esbuild. The shared
// contract (TypeScript, not published) is bundled in; every other package stays an import.
// Beside them go the files the server reads at run time (`import.meta.dirname` of a bundle is
// its own folder) and dist/empty-database, a new embedded database that a first start copies
// instead of running PostgreSQL's initdb itself (issue 19: initdb holds some 650 MB).
//
// `node build.mjs [OUTDIR]` builds into another folder (the tests do).
import { cp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as esbuild from "esbuild";

/** The server's processes: the server itself and each worker it starts (dist/<out>.js). */
export const ENTRY_POINTS = [
  { in: "src/main.ts", out: "main" },
  { in: "src/media/imageWorker.ts", out: "imageWorker" },
  { in: "src/http/backgroundWorker.ts", out: "backgroundWorker" },
];

/** The files the server reads beside its code, under the names its sources use. */
const RUNTIME_FILES = [
  ["src/db/migrations", "migrations"],
  ["src/demo/images", "images"],
  ["src/demo/documents", "documents"],
];

const packageDir = import.meta.dirname;
const outdir = path.resolve(process.argv[2] ?? path.join(packageDir, "dist"));

await rm(outdir, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: packageDir,
  entryPoints: ENTRY_POINTS,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "packages-stay-imports",
      setup(build) {
        // Bare imports stay imports, but for the workspace's contract: its exports are TypeScript.
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@shelter/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
for (const [from, to] of RUNTIME_FILES) {
  await cp(path.join(packageDir, from), path.join(outdir, to), { recursive: true });
}
await writeFile(path.join(outdir, "package.json"), '{ "type": "module" }\n');
const emptyDatabase = await PGlite.create(path.join(outdir, "empty-database"));
await emptyDatabase.close();
