import type { onRequestHookHandler } from "fastify";
import type { MediaStore } from "../media/mediaStore.ts";
import type { Stores } from "./stores.ts";

/** What every entity's routes need: its store, the media store, the admin guard. */
export interface ContentContext {
  stores: Stores;
  media: MediaStore;
  guard: onRequestHookHandler;
}
