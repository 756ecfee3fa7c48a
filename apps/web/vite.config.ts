import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./precompress.ts";

// `API_URL` points the dev server at an API on another port (tests, parallel work).
const apiServer = process.env.API_URL ?? "http://127.0.0.1:3000";

/** The page's first script (src/site/hydration/startScripts.ts): it starts the entry itself. */
const STARTER = "startScripts";
/** The starter and the modules it shares with the page (the click replay, the hydration event). */
const STARTER_MODULES = /[\\/]site[\\/]hydration[\\/](startScripts|clickReplay|pageHydrated)\.ts$/;

/**
 * Puts the starter in place of the built page's entry script and module preloads, handing it
 * their addresses: the browser then fetches no other script before the first screen is painted.
 */
function startScriptsAfterFirstPaint(): Plugin {
  const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  return {
    name: "start-scripts-after-first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        // The chunk that holds the starter's code (its group below): the starter's entry chunk
        // is only a line that imports it, and the page imports it too.
        const starter = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === "chunk" && output.moduleIds.some((id) => id.endsWith(`${STARTER}.ts`)),
        );
        const entry = entryScript.exec(html)?.[1];
        if (!starter || !entry) throw new Error("the built page has no entry script or starter");
        const starterHref = `/${starter.fileName}`;
        const preloads = [...html.matchAll(preload)]
          .map(([, href]) => href)
          .filter((href) => href !== starterHref)
          .join(" ");
        return html
          .replace(preload, "")
          .replace(
            entryScript,
            `\n    <script type="module" crossorigin src="${starterHref}" data-entry="${entry}" data-preload="${preloads}"></script>`,
          );
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), startScriptsAfterFirstPaint(), precompressAssets()],
  server: {
    proxy: {
      "/api": apiServer,
      "/uploads": apiServer,
    },
  },
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore itself; react-i18next's shim for older React is dead weight.
      "use-sync-external-store/shim": fileURLToPath(
        new URL("src/i18n/useSyncExternalStoreShim.ts", import.meta.url),
      ),
    },
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // The texts' JSON files stay files, fetched when a section needs them, never inlined.
    assetsInlineLimit: (file) => (file.endsWith(".json") ? false : undefined),
    rolldownOptions: {
      input: isSsrBuild
        ? undefined
        : {
            index: fileURLToPath(new URL("index.html", import.meta.url)),
            [STARTER]: fileURLToPath(new URL(`src/site/hydration/${STARTER}.ts`, import.meta.url)),
          },
      output: {
        // Libraries change less often than the site; separate chunks stay cached across releases.
        // `$initial` takes only what the first load runs: the back office, the map, the QR code,
        // the lightbox and every deferred section keep their own chunks, and the page's many
        // small shared modules join one chunk instead of a request each.
        // The server renderer keeps the default split: grouping its chunks around the entry's
        // top-level await (entry-server.tsx) would make them wait on each other.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"] },
                // The starter: an entry of its own that must stay a few hundred bytes and be the
                // only script before the first paint, so the modules it shares with the page are
                // its, not the page's.
                { name: STARTER, test: STARTER_MODULES },
                {
                  name: "page",
                  test: (id) => /[\\/]src[\\/]/.test(id) && !STARTER_MODULES.test(id),
                  tags: ["$initial"],
                },
              ],
            },
      },
    },
  },
}));
