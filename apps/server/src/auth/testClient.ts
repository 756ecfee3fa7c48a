import http from "node:http";

/** An API answer as the auth tests read it. */
export interface Answer {
  status: number;
  body: {
    message?: string;
    token?: string;
    user?: unknown;
    errors?: { field: string; message: string }[];
  } & Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

export interface PostOptions {
  /** The loopback address the request leaves from (127.0.0.2, 127.0.0.3 …): a real client. */
  from?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as it is instead of the JSON of `body`. */
  raw?: string;
}

/** POSTs to the test server over a new connection from the given source address (tests). */
export function postFrom(
  baseUrl: string,
  path: string,
  body?: unknown,
  options: PostOptions = {},
): Promise<Answer> {
  const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers["content-type"] ??= "application/json";
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseUrl),
      { method: "POST", headers, localAddress: options.from ?? "127.0.0.1", agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: text ? JSON.parse(text) : {},
              headers: response.headers,
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
