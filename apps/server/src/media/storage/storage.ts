/** Where uploaded files live: a folder under DATA_DIR or an S3-compatible bucket. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Every stored key (for backups). */
  list(): Promise<string[]>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
}
