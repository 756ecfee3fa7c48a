import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// `API_URL` points the dev server at an API on another port (tests, parallel work).
const apiServer = process.env.API_URL ?? "http://127.0.0.1:3000";

/** The page's first script (src/startScripts.ts): it starts the entry itself. */
const STARTER = "startScripts";

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
        const starter = Object.values(bundle ?? {}).find(
          (output) => output.type === "chunk" && output.isEntry && output.name === STARTER,
        );
        const entry = entryScript.exec(html)?.[1];
        if (!starter || !entry) throw new Error("the built page has no entry script or starter");
        const preloads = [...html.matchAll(preload)].map(([, href]) => href).join(" ");
        return html
          .replace(preload, "")
          .replace(
            entryScript,
            `\n    <script type="module" crossorigin src="/${starter.fileName}" data-entry="${entry}" data-preload="${preloads}"></script>`,
          );
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), startScriptsAfterFirstPaint()],
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
            [STARTER]: fileURLToPath(new URL(`src/${STARTER}.ts`, import.meta.url)),
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
                // Not the starter, an entry of its own that must stay a few hundred bytes.
                {
                  name: "page",
                  test: (id) => /[\\/]src[\\/]/.test(id) && !id.endsWith(`${STARTER}.ts`),
                  tags: ["$initial"],
                },
              ],
            },
      },
    },
  },
}));
