import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./ApiError.ts";

const MAX_RETRIES = 1;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; a lost connection might.
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES &&
          !(error instanceof ApiError && error.status !== undefined && error.status < 500),
      },
    },
  });
}
