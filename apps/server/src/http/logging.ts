import type { FastifyServerOptions } from "fastify";

/** Where log lines go: standard output unless a test or the terminal's pretty printer says. */
export interface LogStream {
  write(line: string): void;
}

// Live secrets in addresses: a reset link's token, the first registration's setup token.
const SECRET_IN_PATH = /^(\/reset\/)[^/?#]+/;
const SECRET_PARAMETER = /([?&](?:setup|token)=)[^&#]*/g;

/** The address as a log may keep it: a token in it would let whoever reads the log use it. */
export function maskSecrets(url: string): string {
  return url.replace(SECRET_IN_PATH, "$1[hidden]").replace(SECRET_PARAMETER, "$1[hidden]");
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | undefined;
}

/** Fastify's logger settings: JSON lines of the level asked for, requests without secrets. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: maskSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * A volunteer reading the log in a terminal (the first start's setup link) gets readable lines
 * from pino's own pretty printer; anything else (a file, journald, Docker) gets JSON lines.
 */
export async function terminalLogStream(): Promise<LogStream | undefined> {
  if (!process.stdout.isTTY) return undefined;
  const { default: pretty } = await import("pino-pretty");
  return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" });
}
