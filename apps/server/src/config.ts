import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => ["true", "1", "yes"].includes(value));
const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

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
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  SEED_DEMO: flag.default(true),
  SMTP_URL: optional,
  SMTP_FROM: optional,
  TRUST_PROXY: flag.default(false),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(15 * 60),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(20),
  PUBLIC_URL: optional,
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
    loginThrottle: {
      windowSeconds: vars.LOGIN_WINDOW_SECONDS,
      perAccount: vars.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perClient: vars.LOGIN_MAX_FAILURES_PER_CLIENT,
    },
    publicUrl: vars.PUBLIC_URL,
    tokenSecret: vars.TOKEN_SECRET,
    logLevel: vars.LOG_LEVEL,
    webDist: path.resolve(vars.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
  };
}
