import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { FileStorage, StoredObject } from "./storage.ts";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Where browsers load the files from (a CDN or the bucket's public address). */
  publicUrl?: string | undefined;
  /**
   * S3_PREFIX: the part of the bucket that is this site's ("busha/"); every key lives under it,
   * so a bucket shared with others is safe. Empty: the whole bucket.
   */
  prefix?: string | undefined;
}

/** Any S3-compatible service (MinIO, Garage, Cloudflare R2, AWS S3) by path-style addresses. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const prefix = settings.prefix ?? "";
  const objectKey = (key: string) => prefix + key;
  const base = (
    settings.publicUrl ?? `${settings.endpoint.replace(/\/$/, "")}/${settings.bucket}`
  ).replace(/\/$/, "");
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          // A document is downloaded, never opened as a page from the bucket's address.
          ...(contentType.startsWith("image/") ? {} : { ContentDisposition: "attachment" }),
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey")
          return null;
        throw error;
      }
    },
    async list() {
      const objects: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            ContinuationToken: token,
            ...(prefix ? { Prefix: prefix } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key?.startsWith(prefix)) continue;
          objects.push({
            key: object.Key.slice(prefix.length),
            modified: object.LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    url: (key) => `${base}/${objectKey(key)}`,
  };
}
