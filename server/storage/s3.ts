import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type PutObjectCommandInput,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isSafeFileName, isSafeFolder, safeFolder, safeLocation } from './names';
import type { S3Location } from './s3-url';
import { allOrNone, type ListedFile, type NamedBytes, type OpenedFile, type Storage } from './storage';

type Logger = NonNullable<S3ClientConfig['logger']>; // the app's pino logger fits it

/** A client of the bucket's server, as the app talks to it (tests list the bucket with it too). */
export function createS3Client(location: S3Location, logger?: Logger): S3Client {
  return new S3Client({
    ...(logger ? { logger } : {}), // else the SDK warns on the console
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true, // host/bucket/key: S3-compatible servers need it, AWS accepts it
    ...(location.credentials ? { credentials: location.credentials } : {}),
    // Since 3.729 the SDK sends a streamed body aws-chunked with a trailing checksum, which
    // servers such as s3rver do not understand: it stored the chunk framing as the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Uploaded files as objects `<folder>/<name>` of an S3-compatible bucket (STORAGE_URL,
 * s3-url.ts), so every app process on every machine sees the same files. An object is
 * written by one PutObject: readers see the whole of it or nothing, as with a rename.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(location: S3Location, logger?: Logger) {
    this.bucket = location.bucket;
    this.client = createS3Client(location, logger);
  }

  async writeAtomic(folder: string, name: string, data: Buffer): Promise<void> {
    await this.put(folder, name, { Body: data });
  }

  writeAllAtomic(folder: string, files: readonly NamedBytes[]): Promise<void> {
    return allOrNone(this, folder, files, (file) => this.writeAtomic(folder, file.name, file.data));
  }

  /**
   * Streams the file up (the API process never holds a picture) and deletes it once stored.
   * The SDK does not retry a streamed body: a failed upload fails the request, which cleans up.
   */
  async moveIn(folder: string, name: string, file: string): Promise<void> {
    const { size } = await fsp.stat(file);
    const body = fs.createReadStream(file);
    try {
      await this.put(folder, name, { Body: body, ContentLength: size });
    } finally {
      body.destroy(); // closes the file if a failed request left it half read
    }
    await fsp.rm(file, { force: true });
  }

  async remove(folder: string, name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: safeLocation(folder, name) })); // a missing key is no error in S3
  }

  /** One DeleteObjects request (our groups are a picture and its copies, far below its 1,000 keys). */
  async removeAll(folder: string, names: readonly string[]): Promise<void> {
    if (names.length === 0) return; // S3 refuses an empty list
    const Objects = names.map((name) => ({ Key: safeLocation(folder, name) }));
    const answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }));
    const failed = answer.Errors ?? [];
    if (failed.length > 0) throw new Error(`could not delete ${failed.map((error) => `${error.Key}: ${error.Code}`).join(', ')}`);
  }

  async open(folder: string, name: string): Promise<OpenedFile | null> {
    if (!isSafeFolder(folder) || !isSafeFileName(name)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: safeLocation(folder, name) }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error('GetObject answered no body stream');
      return { size: object.ContentLength, stream: object.Body };
    } catch (error) {
      if (error instanceof NoSuchKey) return null; // not any 404: a missing bucket is the server's fault, a 500
      throw error;
    }
  }

  async list(folder: string): Promise<ListedFile[]> {
    const Prefix = `${safeFolder(folder)}/`;
    const listed: ListedFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(Prefix.length) ?? '';
        if (isSafeFileName(name)) listed.push({ name, modifiedAt: object.LastModified?.getTime() ?? 0 });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return listed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Lets go of the client's sockets (the storage plugin calls it when the app closes). */
  close(): void {
    this.client.destroy();
  }

  private async put(folder: string, name: string, body: Pick<PutObjectCommandInput, 'Body' | 'ContentLength'>): Promise<void> {
    const Key = safeLocation(folder, name);
    // The type travels with the object, so a CDN in front of the bucket serves it right too.
    const ContentType = contentTypeOf(name) ?? 'application/octet-stream';
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, ContentType, ...body }));
  }
}
