import fp from 'fastify-plugin';
import type { ImageMaker } from '../ai/image-maker';
import { renderOfflineImage } from '../ai/offline-image';
import { openAiImageMaker } from '../ai/openai-images';
import { countedImages } from '../metrics/counted-images';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageMaker; // makes card pictures
  }
}

/** Without an OpenAI key the product still makes pictures: pleasant, deterministic, made here. */
const offlineImages: ImageMaker = {
  name: 'offline',
  allows: async () => true, // nothing leaves this machine: the words only seed the picture and pick its motifs
  generate: (request) => renderOfflineImage({ prompt: request.description, tone: request.tone, cardType: request.cardType, occasion: request.occasion }),
};

/** Decorates app.images: the OpenAI-compatible provider when OPENAI_API_KEY is set, else the offline generator. */
export default fp(
  async function aiPlugin(app) {
    const { openaiApiKey, openaiBaseUrl, openaiImageModel } = app.config;
    const images = openaiApiKey ? openAiImageMaker({ apiKey: openaiApiKey, baseURL: openaiBaseUrl, model: openaiImageModel }) : offlineImages;
    app.log.info({ images: images.name }, 'card pictures');
    app.decorate('images', countedImages(images, app.metrics)); // made, refused and failed pictures are counted for /metrics
  },
  { name: 'ai', dependencies: ['metrics'] },
);
