import path from 'node:path';
import fp from 'fastify-plugin';
import type { PictureProcessor } from '../images/process';
import { prepareTempFolder, TEMP_FOLDER_NAME } from '../images/temp-files';
import { PictureWorker } from '../images/worker/client';
import { uploadsDir } from '../storage/local';

declare module 'fastify' {
  interface FastifyInstance {
    pictures: PictureProcessor; // makes uploaded photos safe, in a lower-priority process
    uploadTempDir: string; // where uploads are streamed to while they arrive, and the worker writes its results
  }
}

/**
 * Decorates app.pictures: the picture worker (server/images/worker/), stopped with the app; and
 * app.uploadTempDir, the folder the worker reads uploads from and writes pictures to
 * (server/images/temp-files.ts): DATA_DIR/uploads/.incoming whatever the storage, inside the
 * local store's folder so results are moved in by a rename (a bucket uploads them from there).
 * Requests carry absolute paths, so one worker can serve several apps.
 */
export interface PictureWorkerOptions {
  shared?: PictureWorker; // a worker started by someone else (a test run's, shared by its apps): used, not stopped
}

export default fp<PictureWorkerOptions>(
  async function pictureWorkerPlugin(app, { shared }) {
    const tempDir = path.join(uploadsDir(app.config.dataDir), TEMP_FOLDER_NAME);
    await prepareTempFolder(tempDir);
    app.decorate('uploadTempDir', tempDir);
    const worker = shared ?? new PictureWorker(app.log);
    app.decorate('pictures', worker);
    app.metrics.watchImageQueue('uploads', () => worker.queueLength);
    if (!shared) app.addHook('onClose', () => worker.close());
  },
  { name: 'pictures', dependencies: ['storage', 'metrics'] },
);
