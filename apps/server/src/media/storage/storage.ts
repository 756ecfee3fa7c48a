/** One stored file as a listing shows it. */
export interface StoredObject {
  key: string;
  /** When it was last written (sweep leaves young files alone: an upload may be in flight). */
  modified: Date;
}

/** Where uploaded files live: a folder under DATA_DIR or an S3-compatible bucket. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Every file of this site, by key, in key order (only `sweep` lists: backups follow `media`). */
  list(): Promise<StoredObject[]>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
}
