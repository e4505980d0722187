import fsp from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configureSharp } from '../images/limit';
import { FileStorage, uploadsDir } from '../storage/local';
import { parseStorageUrl } from '../storage/s3-url';
import type { Storage } from '../storage/storage';

// Where they were before the stores moved to server/storage/ (the tests of the local folder import them here).
export { FileStorage } from '../storage/local';
export { randomFileName } from '../storage/names';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The bucket of STORAGE_URL; the SDK is loaded only then, so `npm start` never loads it. */
async function openBucket(app: FastifyInstance, url: string): Promise<Storage & { close(): void }> {
  const { S3Storage } = await import('../storage/s3');
  return new S3Storage(parseStorageUrl(url), app.log); // the SDK's warnings go to the app's log
}

/**
 * Decorates app.storage: uploaded files in the S3-compatible bucket of STORAGE_URL, else
 * under DATA_DIR/uploads (the default: nothing to set up). Also sets sharp's process-wide
 * threading once (server/images/limit.ts), as every stored picture is made by sharp.
 */
export default fp(
  async function storagePlugin(app) {
    configureSharp();
    if (app.config.storageUrl) {
      const bucket = await openBucket(app, app.config.storageUrl);
      app.decorate('storage', bucket);
      app.addHook('onClose', async () => bucket.close());
      return;
    }
    const root = uploadsDir(app.config.dataDir);
    await fsp.mkdir(root, { recursive: true });
    app.decorate('storage', new FileStorage(root));
  },
  { name: 'storage' },
);
