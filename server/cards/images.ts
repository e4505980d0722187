import { randomBytes } from 'node:crypto';
import { CARD_IMAGE_FOLDER, CARD_IMAGE_SIZE, CARD_MESSAGES } from '../../contract/cards';
import type { GenerateImageBody, GeneratedImage } from '../../contract/schemas/cards';
import { imagePrompt } from '../../game/rules/cards';
import { PromptRefused } from '../ai/image-maker';
import { assertNotThrottled, countAttempt } from '../auth/throttle';
import { HttpError } from '../http-error';
import { limitImageWork } from '../images/limit';
import { encodeFullCopy, fullCopyName } from '../images/variants';
import { insertCardImage } from '../repos/card-images';
import type { AttemptKind } from '../repos/login-failures';
import type { CardContext, Requester } from './context';
import { cardPicture } from './picture';

const promptRefused = () => new HttpError(422, CARD_MESSAGES.promptRefused, 'prompt-refused');
const generationFailed = () => new HttpError(502, CARD_MESSAGES.generationFailed, 'image-generation-failed');

/** Signed-in people may make more pictures than visitors; each is counted on its own key. */
function limitOf(who: Requester): { kind: AttemptKind; key: string } {
  return who.userId ? { kind: 'card-image-member', key: `user:${who.userId}` } : { kind: 'card-image-visitor', key: who.ip };
}

/** SPEC: pod-images/puzzle_{timestamp}.png, with a random tail so two pictures in one millisecond never collide. */
function pictureFileName(now: number): string {
  return `puzzle_${now}_${randomBytes(6).toString('hex')}.png`;
}

/**
 * One card picture: the prompt goes to moderation first (a flagged prompt is a
 * 422 and nothing is generated), then to the image maker; its answer is checked
 * like an upload and stored as a 512x512 PNG. Only pictures that were made count
 * against the hourly limit. A provider failure stores nothing and answers the spec's message.
 */
export async function generateCardImage(ctx: CardContext, body: GenerateImageBody, who: Requester): Promise<GeneratedImage> {
  const { db, storage, clock } = ctx.puzzles;
  const limit = limitOf(who);
  await assertNotThrottled(db, limit.kind, limit.key, clock());
  const prompt = imagePrompt({ description: body.imagePrompt, cardType: body.cardType, occasion: body.occasion, tone: body.tone });

  let picture: Buffer;
  let webp: Buffer;
  try {
    if (!(await ctx.images.allows(prompt))) throw new PromptRefused();
    const bytes = await ctx.images.generate({ prompt, description: body.imagePrompt, tone: body.tone, cardType: body.cardType, occasion: body.occasion });
    picture = await cardPicture(bytes);
    webp = await limitImageWork(() => encodeFullCopy(picture)); // what a browser that takes WebP is sent
  } catch (error) {
    if (error instanceof PromptRefused) throw promptRefused();
    ctx.log.warn({ err: error, images: ctx.images.name }, 'card picture failed');
    throw generationFailed();
  }

  const now = clock();
  const image = { id: randomBytes(12).toString('base64url'), file: pictureFileName(now), width: CARD_IMAGE_SIZE, height: CARD_IMAGE_SIZE, prompt, createdAt: now };
  const files = [
    { name: image.file, data: picture },
    { name: fullCopyName(image.file), data: webp },
  ];
  await storage.writeAllAtomic(CARD_IMAGE_FOLDER, files);
  try {
    await db.transaction().execute(async (trx) => {
      await insertCardImage(trx, image);
      await countAttempt(trx, limit.kind, limit.key, now);
    });
  } catch (error) {
    await storage.removeAll(CARD_IMAGE_FOLDER, files.map((file) => file.name));
    throw error;
  }
  return { imageId: image.id, imageUrl: `/media/${CARD_IMAGE_FOLDER}/${image.file}`, width: image.width, height: image.height };
}
