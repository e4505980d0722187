import fp from 'fastify-plugin';
import { createStoreService, type StoreService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    store: StoreService; // the gift store: presents, their clicks and reveal (server/store/)
  }
}

/** Decorates app.store on the app's database, storage and picture worker, with AFFILIATE_TAGS. */
export default fp(
  async function storePlugin(app) {
    app.decorate(
      'store',
      createStoreService({ db: app.db, storage: app.storage, pictures: app.pictures, clock: app.clock, affiliateTags: app.config.affiliateTags }),
    );
  },
  { name: 'store', dependencies: ['db', 'storage', 'pictures'] },
);
