import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "apps/*/src/**/*.test.ts",
      "apps/web/src/**/*.test.tsx",
      "packages/*/src/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Each file starts real servers with their own databases; two cores run two at a time.
    maxWorkers: 2,
  },
});
