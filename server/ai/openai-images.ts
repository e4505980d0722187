import OpenAI from 'openai';
import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import { PromptRefused, type ImageMaker } from './image-maker';

export const MODERATION_MODEL = 'omni-moderation-latest';

/**
 * The request for one square picture: no image model in service takes 512x512
 * any more, so the smallest square is asked for and downscaled afterwards. GPT
 * image models always answer base64 and reject `response_format`; DALL·E answers
 * a URL unless asked for base64.
 */
export function imageParams(model: string, prompt: string): ImageGenerateParamsNonStreaming {
  if (/^dall-e/i.test(model)) return { model, prompt, n: 1, size: '1024x1024', response_format: 'b64_json' };
  return { model, prompt, n: 1, size: '1024x1024', quality: 'low' };
}

export interface OpenAiSettings {
  apiKey: string;
  baseURL: string | null; // any OpenAI-compatible endpoint
  model: string;
}

/** Card pictures from OpenAI (or a compatible server), with the moderation endpoint in front. */
export function openAiImageMaker(settings: OpenAiSettings): ImageMaker {
  // One retry for a dropped connection or a 5xx; a refusal (4xx) is never retried by the SDK.
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL ?? undefined, maxRetries: 1, timeout: 120_000 });
  return {
    name: `openai:${settings.model}`,
    async allows(text) {
      const moderation = await client.moderations.create({ model: MODERATION_MODEL, input: text });
      return !moderation.results.some((result) => result.flagged);
    },
    async generate(request) {
      try {
        const answer = await client.images.generate(imageParams(settings.model, request.prompt));
        const base64 = answer.data?.[0]?.b64_json;
        if (!base64) throw new Error('the provider answered without an image');
        return Buffer.from(base64, 'base64');
      } catch (error) {
        if (error instanceof OpenAI.APIError && error.code === 'moderation_blocked') throw new PromptRefused();
        throw error;
      }
    },
  };
}
