import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";

/** Where log lines go: standard output unless a test or the terminal's pretty printer says. */
export interface LogStream {
  write(line: string): void;
}

// Live secrets in addresses: a reset link's or an invitation's token, the setup token.
const SECRET_IN_PATH = /^(\/(?:reset|invite)\/)[^/?#]+/;
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

/** A request slower than this is logged whatever its level, to be found and explained. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The request log: a failed or slow request always, with its address and time; every request
 * only at `debug` (Fastify's two JSON lines per request at `info` cost cached responses about
 * as much as serving them).
 */
export class RequestLog extends LogController {
  private readonly everyRequest: boolean;

  /** `level`: the logger's; at `debug` or `trace` every request is logged. */
  constructor(level: string) {
    super();
    this.everyRequest = level === "debug" || level === "trace";
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.everyRequest) request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, "request errored");
    } else if (reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, responseTime }, "request failed");
    } else if (responseTime >= SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime }, "slow request");
    } else if (this.everyRequest) {
      reply.log.debug({ res: reply, responseTime }, "request completed");
    }
  }
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
