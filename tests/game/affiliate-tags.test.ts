import { describe, expect, it } from 'vitest';
import { hostMatches, isRetailerLink, parseAffiliateTags, tagRetailerLink } from '../../game/rules/affiliate-tags';

const TAGS = parseAffiliateTags('amazon.com=tag=puzzlegift-20;etsy.com=utm_source=puzzlegift&utm_medium=gift;smile.amazon.com=tag=smile-21');

describe('parseAffiliateTags', () => {
  it.each([
    { text: '', tags: [] },
    { text: ' ; ', tags: [] },
    { text: 'amazon.com=tag=a-20', tags: [{ domain: 'amazon.com', params: [['tag', 'a-20']] }] },
    { text: 'Amazon.COM=tag=a-20;', tags: [{ domain: 'amazon.com', params: [['tag', 'a-20']] }] },
    { text: '.etsy.com=utm_source=x&utm_medium=y', tags: [{ domain: 'etsy.com', params: [['utm_source', 'x'], ['utm_medium', 'y']] }] },
    { text: 'shop.example.co.uk=ref=a%20b', tags: [{ domain: 'shop.example.co.uk', params: [['ref', 'a b']] }] },
  ])('"$text"', ({ text, tags }) => {
    expect(parseAffiliateTags(text)).toEqual(tags);
  });

  it.each([
    { text: 'amazon.com', error: 'has no parameter' },
    { text: 'amazon.com=', error: 'has no parameter' },
    { text: 'https://amazon.com=tag=a', error: 'does not start with a domain' },
    { text: 'localhost=tag=a', error: 'does not start with a domain' },
    { text: 'amazon.com=tag=a;amazon.com=tag=b', error: 'listed twice' },
  ])('refuses "$text"', ({ text, error }) => {
    expect(() => parseAffiliateTags(text)).toThrow(error);
  });
});

describe('hostMatches', () => {
  it.each([
    { host: 'amazon.com', domain: 'amazon.com', matches: true },
    { host: 'www.amazon.com', domain: 'amazon.com', matches: true },
    { host: 'WWW.Amazon.com', domain: 'amazon.com', matches: true },
    { host: 'amazon.com.', domain: 'amazon.com', matches: true },
    { host: 'notamazon.com', domain: 'amazon.com', matches: false },
    { host: 'amazon.com.evil.io', domain: 'amazon.com', matches: false },
    { host: 'amazon.co.uk', domain: 'amazon.com', matches: false },
  ])('$host ~ $domain: $matches', ({ host, domain, matches }) => {
    expect(hostMatches(host, domain)).toBe(matches);
  });
});

describe('tagRetailerLink', () => {
  it.each([
    { name: 'adds the tag', link: 'https://www.amazon.com/dp/B01', tagged: 'https://www.amazon.com/dp/B01?tag=puzzlegift-20' },
    { name: 'keeps the existing query', link: 'https://amazon.com/s?k=puzzle&page=2', tagged: 'https://amazon.com/s?k=puzzle&page=2&tag=puzzlegift-20' },
    { name: 'replaces, not duplicates', link: 'https://amazon.com/dp/B01?tag=someone-else&x=1', tagged: 'https://amazon.com/dp/B01?tag=puzzlegift-20&x=1' },
    { name: 'replaces a repeated parameter with one', link: 'https://amazon.com/?tag=a&tag=b', tagged: 'https://amazon.com/?tag=puzzlegift-20' },
    { name: 'keeps the fragment', link: 'https://amazon.com/dp/B01#reviews', tagged: 'https://amazon.com/dp/B01?tag=puzzlegift-20#reviews' },
    { name: 'sets several parameters', link: 'http://www.etsy.com/listing/1', tagged: 'http://www.etsy.com/listing/1?utm_source=puzzlegift&utm_medium=gift' },
    { name: 'most specific domain wins', link: 'https://smile.amazon.com/dp/B01', tagged: 'https://smile.amazon.com/dp/B01?tag=smile-21' },
    { name: 'other domains untouched', link: 'https://notamazon.com/dp/B01?tag=x', tagged: 'https://notamazon.com/dp/B01?tag=x' },
    { name: 'lookalike suffix untouched', link: 'https://amazon.com.evil.io/x', tagged: 'https://amazon.com.evil.io/x' },
    { name: 'ftp untouched', link: 'ftp://amazon.com/file', tagged: 'ftp://amazon.com/file' },
    { name: 'javascript untouched', link: 'javascript:alert(1)//amazon.com', tagged: 'javascript:alert(1)//amazon.com' },
    { name: 'not a URL untouched', link: 'amazon.com/dp/B01', tagged: 'amazon.com/dp/B01' },
  ])('$name', ({ link, tagged }) => {
    expect(tagRetailerLink(link, TAGS)).toBe(tagged);
  });

  it('changes nothing without tags', () => {
    expect(tagRetailerLink('https://amazon.com/dp/B01?tag=x', [])).toBe('https://amazon.com/dp/B01?tag=x');
  });
});

describe('isRetailerLink', () => {
  it.each([
    { link: 'https://shop.example/x', ok: true },
    { link: 'http://shop.example', ok: true },
    { link: 'ftp://shop.example', ok: false },
    { link: 'javascript:alert(1)', ok: false },
    { link: 'data:text/html,hi', ok: false },
    { link: '/relative', ok: false },
    { link: '', ok: false },
  ])('$link → $ok', ({ link, ok }) => {
    expect(isRetailerLink(link)).toBe(ok);
  });
});
