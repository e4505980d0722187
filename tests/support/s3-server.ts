import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../../server/storage/s3';
import { parseStorageUrl } from '../../server/storage/s3-url';

/** s3rver's own account: it checks every request's signature against it. */
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';

/**
 * A throwaway S3-compatible server on loopback (s3rver, in this process), its objects in a
 * temp folder removed on stop, with one empty bucket. `url` is a STORAGE_URL for that bucket.
 */
export interface S3Server {
  url: string; // s3://S3RVER:S3RVER@127.0.0.1:PORT/BUCKET?ssl=false
  /** The keys in the bucket that start with `prefix`, sorted, listed with the S3 SDK. */
  keys(prefix?: string): Promise<string[]>;
  /** The bytes of an object. */
  object(key: string): Promise<Buffer>;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'puzzle-gift-test'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let port: number;
  try {
    ({ port } = await server.run()); // port 0: the system's choice, so no other process can take it first
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const url = `s3://${ACCESS_KEY}:${SECRET}@127.0.0.1:${port}/${bucket}?ssl=false`;
  const client = createS3Client(parseStorageUrl(url));
  return {
    url,
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async object(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    },
    async stop() {
      client.destroy();
      try {
        await server.close();
      } finally {
        fs.rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
