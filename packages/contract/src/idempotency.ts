/**
 * A create sent again with the same `Idempotency-Key` is answered with its first answer and
 * creates nothing more (the server's http/idempotency.ts): the back office keeps one key while it
 * sends the same body again after a timeout, and so does the public booking form.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** 16 to 100 letters, digits, `-` or `_`: a UUID fits, a short key (easy to repeat) does not. */
export const IDEMPOTENCY_KEY_FORMAT = /^[A-Za-z0-9_-]{16,100}$/;
