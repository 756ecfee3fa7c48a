export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type ParsedDataUrl =
  | { ok: true; mediaType: string; base64: string; byteLength: number }
  | { ok: false };

// A search for one wrong character: about six times faster on a 4 MB photo than matching the
// whole text against /^[A-Za-z0-9+/]*={0,2}$/, and the server checks it on its event loop.
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;
const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64$/i;

/**
 * Reads a base64 data URL as the specification sends files: exactly one comma, base64 only;
 * a bare base64 string is taken as `defaultType` (JPEG for images). Checks form, not content.
 * `checked`: the value already passed this very function (a schema's check), so its megabytes
 * of base64 are not searched a second time.
 */
export function parseDataUrl(
  value: string,
  defaultType = "image/jpeg",
  { checked = false } = {},
): ParsedDataUrl {
  const parts = value.split(",");
  let mediaType = defaultType;
  let base64: string;
  if (parts.length === 1) {
    base64 = value;
  } else if (parts.length === 2) {
    const match = DATA_URL.exec(parts[0] ?? "");
    if (!match?.[1]) return { ok: false };
    mediaType = match[1].toLowerCase();
    base64 = parts[1] ?? "";
  } else {
    return { ok: false };
  }
  if (base64.length === 0 || base64.length % 4 !== 0) return { ok: false };
  if (!checked && !isBase64(base64)) return { ok: false };
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return { ok: true, mediaType, base64, byteLength: (base64.length / 4) * 3 - padding };
}

/** Base64 characters only, with at most two "=" at the very end. */
function isBase64(text: string): boolean {
  const padding = text.indexOf("=");
  const padded = padding === -1 || (padding >= text.length - 2 && text.endsWith("="));
  return padded && !NOT_BASE64.test(text);
}
