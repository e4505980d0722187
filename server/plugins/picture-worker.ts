import fp from 'fastify-plugin';
import type { PictureProcessor } from '../images/process';
import { PictureWorker } from '../images/worker/client';

declare module 'fastify' {
  interface FastifyInstance {
    pictures: PictureProcessor; // makes uploaded photos safe, in a lower-priority process
  }
}

/** Decorates app.pictures: the picture worker (server/images/worker/), stopped with the app. */
export default fp(
  async function pictureWorkerPlugin(app) {
    const worker = new PictureWorker(app.log);
    app.decorate('pictures', worker);
    app.addHook('onClose', () => worker.close());
  },
  { name: 'pictures' },
);
