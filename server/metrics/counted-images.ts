import { PromptRefused, type ImageMaker } from '../ai/image-maker';
import type { AppMetrics } from './app-metrics';

/**
 * The same image maker, counting what becomes of each picture asked for: made, refused (the
 * moderation endpoint flagged the text, or the provider refused the prompt) or failed.
 */
export function countedImages(images: ImageMaker, metrics: AppMetrics): ImageMaker {
  return {
    ...images, // whatever else a maker offers, untouched
    async allows(text) {
      const allowed = await images.allows(text);
      if (!allowed) metrics.aiPictures.refused();
      return allowed;
    },
    async generate(request) {
      try {
        const picture = await images.generate(request);
        metrics.aiPictures.made();
        return picture;
      } catch (error) {
        if (error instanceof PromptRefused) metrics.aiPictures.refused();
        else metrics.aiPictures.failed();
        throw error;
      }
    },
  };
}
