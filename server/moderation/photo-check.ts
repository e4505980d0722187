import fs from 'node:fs/promises';
import OpenAI from 'openai';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import { MODERATION_MODEL } from '../ai/openai-images';
import { HttpError } from '../http-error';
import type { SafePicture } from '../images/process';

/** Checks a gift photo before it is stored: resolves when it may be stored, else throws its HTTP refusal. */
export type PhotoScreen = (picture: SafePicture) => Promise<void>;

export interface PhotoScreenSettings {
  moderateUploads: boolean; // MODERATE_UPLOADS: off unless the operator chose it (the photo leaves this server)
  openaiApiKey: string | null;
  openaiBaseUrl: string | null;
}

/** 422 'photo-flagged' with a kind sentence: the sender chose nothing wrong on purpose, maybe. */
export const photoFlagged = () => new HttpError(422, MODERATION_MESSAGES.photoFlagged, 'photo-flagged');
const photoCheckFailed = () => new HttpError(503, MODERATION_MESSAGES.photoCheckFailed, 'photo-check-failed', { 'Retry-After': '60' });

/**
 * The copy sent: the narrowest WebP copy the picture has (480 px wide, a few tens of KB), or the
 * picture itself when it is smaller than every copy. Already made by the picture worker, so the
 * API process does no image work of its own; and the provider sees no more pixels than it needs.
 */
function smallestCopy(picture: SafePicture): { path: string; type: string } {
  const [narrowest] = picture.variants;
  return narrowest ? { path: narrowest.path, type: 'image/webp' } : { path: picture.path, type: picture.contentType };
}

/**
 * The photo check of MODERATE_UPLOADS=on: the omni-moderation model with image input (a data
 * URL), through the same OpenAI-compatible provider as the card pictures (OPENAI_API_KEY,
 * OPENAI_BASE_URL). Undefined when off. A flagged photo is refused with 422; a provider that
 * cannot answer refuses the upload with 503 (the operator asked for every photo to be checked).
 * On without a key is a start-up error: a check that silently never runs is worse than none.
 */
export function photoScreenFor(settings: PhotoScreenSettings): PhotoScreen | undefined {
  if (!settings.moderateUploads) return undefined;
  if (!settings.openaiApiKey) throw new Error('MODERATE_UPLOADS=on needs OPENAI_API_KEY (the photos are checked by its moderation endpoint)');
  const client = new OpenAI({ apiKey: settings.openaiApiKey, baseURL: settings.openaiBaseUrl ?? undefined, maxRetries: 1, timeout: 30_000 });
  return async (picture) => {
    const copy = smallestCopy(picture);
    const url = `data:${copy.type};base64,${(await fs.readFile(copy.path)).toString('base64')}`;
    let flagged: boolean;
    try {
      const answer = await client.moderations.create({ model: MODERATION_MODEL, input: [{ type: 'image_url', image_url: { url } }] });
      flagged = answer.results.some((result) => result.flagged);
    } catch {
      throw photoCheckFailed();
    }
    if (flagged) throw photoFlagged();
  };
}
