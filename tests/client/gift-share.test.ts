import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_TITLE, shareLinks, shareWindowFeatures } from '../../client/lib/share';

describe('share links', () => {
  const url = 'https://puzzle.example/play/abc_DEF-1234?x=1&y=2';

  it('covers the five targets of the spec, each carrying the encoded link', () => {
    const links = shareLinks(url);
    expect(links.map((l) => l.target)).toEqual(['facebook', 'whatsapp', 'pinterest', 'twitter', 'email']);
    for (const link of links) expect(link.href).toContain(encodeURIComponent(url));
  });

  it('uses the default title', () => {
    const twitter = shareLinks(url).find((l) => l.target === 'twitter');
    expect(DEFAULT_SHARE_TITLE).toBe('Check out this puzzle!');
    expect(new URL(twitter!.href).searchParams.get('text')).toBe('Check out this puzzle!');
    expect(new URL(twitter!.href).searchParams.get('url')).toBe(url);
  });

  it('offers the photo to Pinterest only when given one', () => {
    const without = shareLinks(url).find((l) => l.target === 'pinterest')!;
    const withImage = shareLinks(url, 'Hi', 'https://puzzle.example/media/p.jpg').find((l) => l.target === 'pinterest')!;
    expect(new URL(without.href).searchParams.has('media')).toBe(false);
    expect(new URL(withImage.href).searchParams.get('media')).toBe('https://puzzle.example/media/p.jpg');
  });

  it('builds an e-mail link', () => {
    const email = shareLinks(url, 'A & B').find((l) => l.target === 'email')!;
    expect(email.href.startsWith('mailto:?subject=A%20%26%20B&body=')).toBe(true);
  });

  it.each([
    { screen: [1920, 1080], expected: 'width=550,height=400,left=685,top=340' },
    { screen: [400, 300], expected: 'width=550,height=400,left=0,top=0' },
  ])('centres a 550x400 window on $screen', ({ screen, expected }) => {
    expect(shareWindowFeatures(screen[0]!, screen[1]!)).toBe(expected);
  });
});
