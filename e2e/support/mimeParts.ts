/** One part of a MIME message: its content type and its body, decoded. */
export interface MimePart {
  type: string;
  text: string;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/**
 * The leaf parts of a message as the test mailbox keeps it (support/mailbox.ts gives a multipart
 * message's body undecoded): each part's type and decoded text, however deeply nested.
 */
export function mimeParts(raw: string, type = "multipart/mixed"): MimePart[] {
  // The mailbox keeps the body without the message's headers: its first line names the boundary.
  const firstLine = raw.trimStart().split(/\r?\n/, 1)[0] ?? "";
  const boundary = firstLine.startsWith("--")
    ? firstLine.slice(2).trim()
    : /boundary="?([^";\s]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [{ type, text: raw }];
  const parts = raw.split(`--${boundary}`).slice(1);
  return parts.flatMap((part) => {
    if (part.startsWith("--")) return [];
    const trimmed = part.replace(/^\r?\n/, "");
    const blank = trimmed.search(/\r?\n\r?\n/);
    if (blank < 0) return [];
    const headers = trimmed.slice(0, blank).replace(/\r?\n\s+/g, " ");
    const body = trimmed.slice(blank).replace(/^\r?\n\r?\n/, "");
    const partType =
      /^content-type:\s*([^;\s]+)/im.exec(headers)?.[1]?.toLowerCase() ?? "text/plain";
    if (partType.startsWith("multipart/")) {
      const nested = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
      return nested ? mimeParts(body.slice(body.indexOf(`--${nested}`)), partType) : [];
    }
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    return [{ type: partType, text: decode(body, encoding) }];
  });
}

/** Every text of the message together, to look for a link or a sentence in. */
export function mimeText(raw: string): string {
  return mimeParts(raw)
    .map((part) => part.text)
    .join("\n");
}
