import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => ["true", "1", "yes"].includes(value));
const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const seconds = (max: number, fallback: number) =>
  z.coerce.number().positive().max(max).default(fallback);

/** A proxy's address or network as Fastify's trustProxy takes it, or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
}

/** TRUST_PROXY: how many proxies stand in front, or their addresses; never "any sender". */
const trustProxy = optional.transform((value, context): false | number | string[] => {
  if (!value || ["false", "0", "no"].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  if (["true", "yes"].includes(value) || !entries.every(isProxyAddress)) {
    context.addIssue({
      code: "custom",
      message:
        "give the number of proxies in front of the site (usually 1) or their addresses and networks, comma-separated (e.g. 10.0.0.0/8); trusting every sender would let any client choose its own address",
    });
    return z.NEVER;
  }
  return entries;
});

/** The environment of CONTRACT.md "Running it", read and checked once at start. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
      .optional(),
  ),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: optional,
  S3_PUBLIC_URL: optional,
  /** The bucket's part that is this site's: "busha" is read as "busha/"; empty is the whole bucket. */
  S3_PREFIX: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._\-/]+$/, "letters, digits and . _ - / only, e.g. busha/")
      .refine((value) => !value.split("/").some((part) => part === "." || part === ".."), {
        message: "must not hold . or .. as a folder",
      })
      .transform((value) => value.replace(/^\/+/, "").replace(/\/*$/, "/").replace(/^\/$/, ""))
      .optional(),
  ),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  SEED_DEMO: flag.default(true),
  SMTP_URL: optional,
  SMTP_FROM: optional,
  TRUST_PROXY: trustProxy,
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(15 * 60),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(20),
  LOGIN_DELAY_SECONDS: seconds(3600, 1),
  // Booking requests one client may send per window (README, bookings).
  BOOKING_REQUESTS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(5),
  BOOKING_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  REQUEST_TIMEOUT_SECONDS: seconds(3600, 120),
  HEADERS_TIMEOUT_SECONDS: seconds(600, 20),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(600, 5),
  IDLE_TIMEOUT_SECONDS: seconds(3600, 30),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(64),
  PUBLIC_URL: optional.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+/, "must be the site's address, starting with https://")
      .optional(),
  ),
  TOKEN_SECRET: optional,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: optional,
});

export type Config = ReturnType<typeof readConfig>;

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join("; ")}`);
  }
  const vars = parsed.data;
  if (vars.SMTP_URL && !vars.PUBLIC_URL) {
    throw new ConfigError(
      "SMTP_URL needs PUBLIC_URL as well: reset e-mails carry links to the site, and only PUBLIC_URL says where it is (https://…), never the address a request claims",
    );
  }
  const requestTimeout = vars.REQUEST_TIMEOUT_SECONDS * 1000;
  const headersTimeout = Math.min(vars.HEADERS_TIMEOUT_SECONDS * 1000, requestTimeout);
  const dataDir = path.resolve(vars.DATA_DIR);
  const s3Names = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const s3Given = s3Names.filter((name) => vars[name]);
  if (s3Given.length > 0 && s3Given.length < s3Names.length) {
    const missing = s3Names.filter((name) => !vars[name]);
    throw new ConfigError(`S3 storage needs ${missing.join(", ")} as well`);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    embeddedDatabaseDir: path.join(dataDir, "db"),
    uploadsDir: path.join(dataDir, "uploads"),
    s3:
      vars.S3_ENDPOINT && vars.S3_BUCKET && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: vars.S3_ENDPOINT,
            bucket: vars.S3_BUCKET,
            accessKeyId: vars.S3_ACCESS_KEY_ID,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
            region: vars.S3_REGION ?? "us-east-1",
            publicUrl: vars.S3_PUBLIC_URL,
            prefix: vars.S3_PREFIX,
          }
        : undefined,
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD }
        : undefined,
    seedDemo: vars.SEED_DEMO,
    smtpUrl: vars.SMTP_URL,
    smtpFrom: vars.SMTP_FROM ?? "no-reply@localhost",
    trustProxy: vars.TRUST_PROXY,
    bookingLimits: {
      perClient: vars.BOOKING_REQUESTS_PER_CLIENT,
      windowSeconds: vars.BOOKING_WINDOW_SECONDS,
    },
    loginThrottle: {
      windowSeconds: vars.LOGIN_WINDOW_SECONDS,
      perAccount: vars.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perClient: vars.LOGIN_MAX_FAILURES_PER_CLIENT,
      delaySeconds: vars.LOGIN_DELAY_SECONDS,
    },
    http: {
      requestTimeout,
      headersTimeout,
      keepAliveTimeout: vars.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      idleTimeout: vars.IDLE_TIMEOUT_SECONDS * 1000,
      // Node checks the two timeouts above only this often (30 s unless told).
      checkInterval: Math.min(Math.max(headersTimeout / 4, 250), 5000),
      maxConnections: vars.MAX_CONNECTIONS,
      maxConnectionsPerClient: vars.MAX_CONNECTIONS_PER_CLIENT,
    },
    publicUrl: vars.PUBLIC_URL,
    tokenSecret: vars.TOKEN_SECRET,
    logLevel: vars.LOG_LEVEL,
    webDist: path.resolve(vars.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
  };
}
