import { useRef } from "react";

/** 128 random bits as hex; `crypto.randomUUID` exists only on HTTPS, a site may be on plain HTTP. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The `Idempotency-Key` of a form's create: the same while the form sends the same body again
 * (a retry after «No response from server», whose first try the server may have saved), a new
 * one once the body changed. The server answers a repeated key with its first answer and
 * creates nothing more.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  };
}
