import type { onRequestHookHandler } from "fastify";
import type { MediaStore } from "../media/mediaStore.ts";
import type { Stores } from "./stores.ts";
import type { Writers } from "./writers.ts";

/** What every entity's routes need: its reader and writer, the media store, the admin guard. */
export interface ContentContext {
  stores: Stores;
  writers: Writers;
  media: MediaStore;
  guard: onRequestHookHandler;
}
