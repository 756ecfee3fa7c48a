import type { FastifyRequest, onRequestHookHandler } from "fastify";
import type { AccountStore } from "../auth/accountStore.ts";
import type { MediaStore } from "../media/mediaStore.ts";
import type { Stores } from "./stores.ts";

/** What every entity's routes need: its store, the media store, the admin guard. */
export interface ContentContext {
  stores: Stores;
  media: MediaStore;
  guard: onRequestHookHandler;
  /** Whether a read is the back office's: a bearer token of a role the route lets in (or 401/403). */
  backOffice: (request: FastifyRequest) => Promise<boolean>;
  /** Signs the links of a session's previews. */
  accounts: Pick<AccountStore, "sessionLink">;
}
