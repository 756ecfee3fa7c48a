import { defineConfig } from "vitest/config";

// The reliability suites (fuzz, crash, soak, scale-out): `npm run test:reliability`, kept out of
// `npm run test:unit` by their `.reliability.ts` names.
export default defineConfig({
  test: {
    include: ["apps/server/src/reliability/**/*.reliability.ts"],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    // Each suite measures the machine (timings, memory): one at a time.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
