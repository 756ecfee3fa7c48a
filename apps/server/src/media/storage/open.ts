import { mkdir } from "node:fs/promises";
import type { Config } from "../../config.ts";
import { diskStorage } from "./disk.ts";
import type { FileStorage } from "./storage.ts";

/** The uploads folder under DATA_DIR, or the S3-compatible bucket when S3_* is set. */
export async function openStorage(config: Config): Promise<FileStorage> {
  if (config.s3) {
    const { s3Storage } = await import("./s3.ts");
    return s3Storage(config.s3);
  }
  await mkdir(config.uploadsDir, { recursive: true });
  return diskStorage(config.uploadsDir);
}
