import { describe, expect, it } from 'vitest';
import { appServing } from './helpers/built-client';

/** A built client in miniature: the page, a hashed chunk and the public files that keep their names. */
const CLIENT_FILES = {
  'index.html': '<!doctype html><title>Puzzle Gift</title>',
  'assets/index-B2d1exbk.js': 'console.log(1)',
  'assets/images/e-elephant.jpg': 'jpeg', // "elephant" has 8 letters, like a hash
  'assets/audio/a_word_female.mp3': 'mp3',
  'audio/swap.mp3': 'mp3',
};

describe('the built client', () => {
  const site = appServing(CLIENT_FILES);

  it.each([
    { url: '/assets/index-B2d1exbk.js', cache: 'public, max-age=31536000, immutable' },
    { url: '/assets/images/e-elephant.jpg', cache: 'public, max-age=3600' },
    { url: '/assets/audio/a_word_female.mp3', cache: 'public, max-age=3600' },
    { url: '/audio/swap.mp3', cache: 'public, max-age=3600' },
    { url: '/learn/alphabet/a', cache: 'no-cache' },
  ])('$url is cached with "$cache"', async ({ url, cache }) => {
    const response = await site.app.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cache);
  });

  it('serves /index.html with the page’s security policy', async () => {
    const response = await site.app.request({ method: 'GET', url: '/index.html' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/audio/a_word_robot.mp3', '/assets/index-gone1234.js', '/images/nope.jpg'])('%s, a missing file, is a 404, not the page', async (url) => {
    const response = await site.app.request({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
