// Stands in for `use-sync-external-store/shim` (see vite.config.ts).
export { useSyncExternalStore } from "react";
