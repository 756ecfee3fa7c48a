import { useCallback, useEffect, useRef, useState } from "react";
import { isSuccess, NoResponseError, type RawResponse, request } from "./request.ts";

/** A failed public read: the server's own message when it gave one, or what kind of failure. */
export class PublicReadError extends Error {
  override readonly name = "PublicReadError";

  constructor(
    readonly kind: "network" | "timeout" | "http",
    message: string,
    readonly fromServer = false,
  ) {
    super(message);
  }
}

/**
 * GET of a public read call for the page, without a schema library: the page's data comes
 * from this project's own server, and the first screen's copy is embedded by it anyway.
 */
export async function fetchPublic<T>(path: string, signal?: AbortSignal): Promise<T> {
  let answer: RawResponse;
  try {
    answer = await request(path, { signal });
  } catch (cause) {
    if (cause instanceof NoResponseError) throw new PublicReadError(cause.kind, cause.message);
    throw cause;
  }
  const { status, payload } = answer;
  if (!isSuccess(status)) {
    const serverMessage =
      payload && typeof payload === "object" && "message" in payload
        ? String(payload.message)
        : undefined;
    throw new PublicReadError(
      "http",
      serverMessage ?? `HTTP ${status}`,
      serverMessage !== undefined,
    );
  }
  return payload as T;
}

export type SectionStatus = "loading" | "error" | "ready";

export interface SectionData<T> {
  data: T | null;
  status: SectionStatus;
  error: Error | null;
  retry: () => void;
}

/**
 * A section's data: what the server embedded in the page, or, when the server could not read
 * it (null), a fetch on mount with Retry (spec: section states loading, error, empty, list).
 */
export function useSectionData<T>(
  embedded: T | null,
  load: (signal: AbortSignal) => Promise<T>,
): SectionData<T> {
  const [data, setData] = useState<T | null>(embedded);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(embedded === null ? 1 : 0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (attempt === 0) return;
    const controller = new AbortController();
    setError(null);
    loadRef.current(controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) setData(loaded);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure : new Error(String(failure)));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const status: SectionStatus = data !== null ? "ready" : error ? "error" : "loading";
  return { data, status, error, retry };
}
