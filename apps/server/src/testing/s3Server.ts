import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3Settings } from "../media/storage/s3.ts";

/** The part of s3rver 3.7 the tests use (the package ships no types). */
interface S3rverOptions {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: S3rverOptions) => S3rverInstance;

const require = createRequire(import.meta.url);

/** s3rver's fixed credentials: it checks signatures against this one account. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`, the service endpoint for path-style addresses. */
  endpoint: string;
  bucket: string;
  /** What `s3Storage` needs to reach the bucket, as the site does. */
  settings: S3Settings;
  /** The `S3_*` environment that points the site's storage at this server. */
  env: Record<string, string>;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a free port of 127.0.0.1, with one empty bucket. */
export async function startS3Server(bucket = "shelter"): Promise<TestS3Server> {
  const S3rver = require("s3rver") as S3rverClass;
  const directory = await mkdtemp(path.join(tmpdir(), "shelter-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings = { endpoint, bucket, region: "us-east-1", ...S3RVER_CREDENTIALS };
  return {
    endpoint,
    bucket,
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_REGION: settings.region,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
