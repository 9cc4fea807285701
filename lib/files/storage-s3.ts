import "server-only";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import type { StorageDriver } from "@/lib/files/storage";

export type S3Config = { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === "NotFound" || err?.name === "NoSuchKey" || err?.$metadata?.httpStatusCode === 404;
};

/**
 * S3-compatible object storage, so several app instances share the uploads. A custom
 * endpoint (MinIO, Ceph, R2, s3rver…) is addressed path-style; without keys the SDK's own chain
 * (instance role, AWS_* variables) applies.
 */
export function s3Driver(cfg: S3Config): StorageDriver {
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: Boolean(cfg.endpoint),
    credentials: cfg.accessKeyId && cfg.secretAccessKey ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } : undefined,
  });
  const Bucket = cfg.bucket;
  return {
    async put(key, body) {
      // Streams in parts; a body that fails (past the size limit) sends nothing or aborts the
      // multipart upload, so no object is left behind.
      await new Upload({ client, params: { Bucket, Key: key, Body: body } }).done();
    },
    async get(key, range) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return res.Body instanceof Readable ? res.Body : null;
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async stat(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: res.ContentLength ?? 0, modified: res.LastModified ?? new Date(0) };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, modified: o.LastModified ?? new Date(0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async create(key, bytes) {
      // looked for first (a store may ignore the condition below and overwrite), then written
      // with If-None-Match: * so that of two writers arriving together only one succeeds
      if (await this.stat(key)) return false;
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, IfNoneMatch: "*" }));
      } catch (e) {
        const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 412 || status === 409) return false;
        if (status !== 501 && status !== 400) throw e;
        // a store that does not know the condition
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
      }
      return true;
    },
  };
}
