import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `API_URL` points the dev server at an API on another port (tests, parallel work).
const apiServer = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
                { name: "page", test: /[\\/]src[\\/]/, tags: ["$initial"] },
              ],
            },
      },
    },
  },
}));
