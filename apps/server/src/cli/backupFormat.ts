import path from "node:path";
import { z } from "zod";
import { OperatorError } from "./operatorError.ts";

export const BACKUP_FORMAT = "busha-shelter-backup";
/** Raised when a change makes older readers unable to restore a backup correctly. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  /** Which database it came from: "embedded" or "postgres" (either restores into either). */
  database: z.string(),
  /** The `schema_migrations` of the database when it was backed up, in order. */
  migrations: z.array(z.string()),
  /** Rows per table, in the order they were written. */
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.array(
    z.object({
      key: z.string().min(1),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      contentType: z.string().min(1),
    }),
  ),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type BackupFile = BackupManifest["files"][number];

/** `tables/<table>.jsonl`: one row a line, as PostgreSQL's own `row_to_json` wrote it. */
export function tableFile(folder: string, table: string): string {
  return path.join(folder, "tables", `${encodeURIComponent(table)}.jsonl`);
}

/** `files/<storage key>`, refusing a key that would reach outside the folder. */
export function storedFile(folder: string, key: string): string {
  const base = path.resolve(folder, "files");
  const file = path.resolve(base, key);
  if (!file.startsWith(base + path.sep)) {
    throw new OperatorError(`The storage key "${key}" cannot be a file name in a backup.`);
  }
  return file;
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

/** Storage keys end with the extension the server gave them; S3 needs the type back on restore. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}
