import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `API_URL` points the dev server at an API on another port (tests, parallel work).
const apiServer = process.env.API_URL ?? "http://127.0.0.1:3000";

/** Libraries that must never join the public page's first load. */
const LAZY_LIBRARIES = [
  "leaflet",
  "qrcode-generator",
  "yet-another-react-lightbox",
  "react-router",
  "@tanstack",
  "zod",
  "react-hook-form",
  "@hookform",
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/api": apiServer,
      "/uploads": apiServer,
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
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // What only the back office or an opened map/QR/lightbox needs stays in their lazy chunks.
            {
              name: "vendor",
              test: new RegExp(`node_modules[\\\\/](?!(${LAZY_LIBRARIES.join("|")})[\\\\/])`),
            },
          ],
        },
      },
    },
  },
});
