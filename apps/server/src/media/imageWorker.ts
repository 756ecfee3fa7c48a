// The image worker's process: started by imageVariants.ts, it encodes one image per message at
// the lowest CPU priority, so that on a core it shares with the server the event loop goes first.
import { readdirSync } from "node:fs";
import { setPriority } from "node:os";
import { encodeVariants } from "./imageEncoding.ts";
import {
  type EncodeReply,
  type EncodeRequest,
  IMAGE_WORKER_PRIORITY,
  UnsupportedImageError,
} from "./imageVariants.ts";

/**
 * On Linux a nice value belongs to a thread, and a new thread takes its creator's: the threads
 * already running (V8's) are set one by one, those libuv and libvips start later inherit it.
 */
function lowerPriority(): void {
  let threads = [0];
  try {
    threads = readdirSync("/proc/self/task").map(Number);
  } catch {
    // No /proc (macOS): there the nice value is the whole process's.
  }
  for (const thread of threads) {
    try {
      setPriority(thread, IMAGE_WORKER_PRIORITY);
    } catch {
      // Some containers forbid it: the images are still encoded, at normal priority.
    }
  }
}

lowerPriority();

process.on("message", async ({ id, bytes }: EncodeRequest) => {
  let reply: EncodeReply;
  try {
    reply = { id, variants: await encodeVariants(bytes) };
  } catch (error) {
    reply =
      error instanceof UnsupportedImageError
        ? { id, unsupported: error.message }
        : { id, failed: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});

// The server stopped or died: nothing is left to encode for.
process.on("disconnect", () => process.exit(0));
