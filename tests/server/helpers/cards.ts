import type { CouponFields, CreateCardBody, CreatedCard, GeneratedImage } from '../../../contract/schemas/cards';
import type { CardType } from '../../../game/rules/cards';
import type { TestApp } from './app';

/** A picture made through the real endpoint (the offline generator when no key is set). */
export async function generateImage(t: Pick<TestApp, 'request'>, cardType: CardType = 'greeting'): Promise<GeneratedImage> {
  const response = await t.request({
    method: 'POST',
    url: '/api/cards/images',
    payload: { imagePrompt: 'Balloons over a garden party', tone: 'playful', cardType, occasion: 'Mia turns 7' },
  });
  if (response.statusCode !== 201) throw new Error(`image failed: ${response.statusCode} ${response.body}`);
  return response.json<GeneratedImage>();
}

export const COUPON: CouponFields = {
  offerDescription: 'A free cinnamon bun with any coffee',
  termsConditions: 'One per customer. Not valid with other offers.',
  startDate: null,
  expirationDate: null,
  businessName: 'Bean There Café',
  businessLocation: '12 Harbour Street, Portsmouth',
};

/** A valid card of a type; a coupon carries COUPON unless overridden. */
export function cardBody(imageId: string, cardType: CardType, overrides: Partial<CreateCardBody> = {}): CreateCardBody {
  return {
    imageId,
    cardType,
    toName: 'Sam Recipient',
    toEmail: 'sam@example.com',
    fromName: 'Alex Sender',
    fromEmail: 'alex@example.com',
    occasion: 'Mia turns 7',
    eventDate: '2026-12-05',
    customMessage: 'Come and celebrate with us!',
    tone: 'playful',
    gridSize: 3,
    fontStyle: 'cursive',
    consent: true,
    coupon: cardType === 'coupon' ? COUPON : null,
    ...overrides,
  };
}

export async function createCard(t: Pick<TestApp, 'request'>, cardType: CardType, overrides: Partial<CreateCardBody> = {}): Promise<CreatedCard> {
  const image = await generateImage(t, cardType);
  const response = await t.request({ method: 'POST', url: '/api/cards', payload: cardBody(image.imageId, cardType, overrides) });
  if (response.statusCode !== 201) throw new Error(`card failed: ${response.statusCode} ${response.body}`);
  return response.json<CreatedCard>();
}
