import { describe, expect, it } from 'vitest';
import { benefitsFor, DEFAULT_FACTS, type BenefitFacts } from '../../client/features/info/benefits';

const card = (facts: Partial<BenefitFacts>, title: RegExp) => benefitsFor({ ...DEFAULT_FACTS, ...facts }).find((benefit) => title.test(benefit.title))!;

describe('the members page says only what is true today', () => {
  it.each([
    { facts: {}, audience: 'everyone', link: '/' },
    { facts: { storeOpenToEveryone: false }, audience: 'members', link: '/' },
    { facts: { storeOpenToEveryone: false, storeOpenToMembers: false }, audience: 'closed', link: null },
    { facts: { presentsOffered: false }, audience: 'closed', link: null },
  ])('gift store with $facts: $audience', ({ facts, audience, link }) => {
    const store = card(facts, /gift store/i);
    expect(store.audience).toBe(audience);
    expect(store.link?.to ?? null).toBe(link);
    if (audience === 'closed') expect(store.text).toMatch(/no presents to offer right now/);
    else expect(store.text).toMatch(/commission/); // the affiliate tag is disclosed wherever the store is offered
  });

  it.each([
    { membersFirst: [], text: 'Right now everything is open to everyone.', link: null },
    { membersFirst: ['big-jigsaw'], text: 'Members only for now: Jigsaws over 96 pieces.', link: '/login' },
    { membersFirst: ['big-jigsaw', 'solve-together'], text: 'Members only for now: Jigsaws over 96 pieces, Solve together (parties).', link: '/login' },
  ] as const)('early access with $membersFirst', ({ membersFirst, text, link }) => {
    const early = card({ membersFirst }, /early access/i);
    expect(early.text).toContain(text);
    expect(early.link?.to ?? null).toBe(link);
  });

  it('links every open benefit to where it lives, and marks what everyone has', () => {
    const benefits = benefitsFor(DEFAULT_FACTS);
    expect(benefits.map((b) => [b.title, b.audience, b.link?.to ?? null])).toEqual([
      ['Unlimited coins', 'members', '/DailyPuzzle'],
      ['Invitations by text or e\u2011mail', 'everyone', '/'],
      ['Contacts and reminders', 'members', '/contacts'],
      ['Gift store', 'everyone', '/'],
      ['No third-party ads', 'everyone', '/terms#privacy'],
      ['Early access', 'members', null],
      ['Your account, your data', 'members', '/account'],
    ]);
  });
});
