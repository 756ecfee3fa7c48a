/** Why a call failed, so the screen can choose the words for it. */
export type ApiErrorKind = "network" | "timeout" | "http" | "invalid-response";

// spec §7–8: the client's fallback texts when the server gives no message of its own.
export const NO_RESPONSE_MESSAGE = "No response from server. Please check your connection.";
export const GENERIC_ERROR_MESSAGE = "An error occurred while processing your request.";
export const INVALID_RESPONSE_MESSAGE = "Invalid response format";

export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status, when the server answered. */
    readonly status?: number,
    /** True when `message` is the server's own `message` field. */
    readonly fromServer = false,
  ) {
    super(message);
  }
}
