import type { CardType } from '../../game/rules/cards';

/** What a card's picture is made from: the full prompt for a model, and its parts for the offline generator. */
export interface ImageRequest {
  prompt: string; // description, occasion and the tone's style, as imagePrompt() builds it
  description: string;
  tone: string;
  cardType: CardType;
  occasion: string;
}

/**
 * Whoever makes card pictures: an OpenAI-compatible provider, or the offline
 * generator when no key is set. Both answer untrusted bytes (checked like an upload).
 */
export interface ImageMaker {
  readonly name: string; // for the logs
  /** False when the provider's moderation flags the text; nothing is generated then. */
  allows(text: string): Promise<boolean>;
  /** A picture, about 1024x1024; throws PromptRefused when the provider refuses the prompt. */
  generate(request: ImageRequest): Promise<Buffer>;
}

/** The provider refused the prompt itself (not a failure): it is never retried. */
export class PromptRefused extends Error {
  constructor() {
    super('the image provider refused the prompt');
    this.name = 'PromptRefused';
  }
}
