import { describe, expect, it } from 'vitest';
import { pictureUrl } from '../../client/lib/picture-url';

const PHOTO = '/media/puzzles/AbCdEfGhIjKlMnOpQrStUv.jpg';

describe('pictureUrl', () => {
  it.each([
    // cssWidth, devicePixelRatio → the copy asked for (null: the original)
    [200, 1, 480],
    [240, 2, 480], // 480 device pixels exactly
    [241, 2, 960],
    [274, 1.75, 480], // 479.5 rounds to 480: half a pixel short is not worth twice the bytes
    [320, 1.5, 480],
    [400, 2, 960], // a typical phone
    [390, 3, 960], // 3x phones get the 2x picture
    [480, 2, 960],
    [480, 1, 480],
    [600, 1, 960],
    [960, 1, 960],
    [961, 1, null], // wider than every copy: the original (up to 1600 wide)
    [600, 2, null],
    [400, 0, 480], // a nonsense ratio counts as 1
    [400, Number.NaN, 480],
    [400, Number.POSITIVE_INFINITY, 480],
    [0, 2, null], // no width: the original, the safe choice
    [Number.NaN, 2, null],
  ])('%s CSS px at %sx → %s', (cssWidth, ratio, width) => {
    expect(pictureUrl(PHOTO, cssWidth, ratio)).toBe(width === null ? PHOTO : `${PHOTO}?w=${width}`);
  });

  it('asks the same way for every stored picture: cards and daily pictures fall back on the server', () => {
    expect(pictureUrl('/media/pod-images/puzzle_1_ab12.png', 400, 2)).toBe('/media/pod-images/puzzle_1_ab12.png?w=960');
    expect(pictureUrl('/media/pod-images/2026-11-21__My_Photo-Ab_cd1.jpg', 300, 1)).toBe('/media/pod-images/2026-11-21__My_Photo-Ab_cd1.jpg?w=480');
  });

  it('leaves every other URL as it is', () => {
    for (const url of ['blob:http://localhost:3000/0b3c', '/images/harness.jpg', 'https://example.com/media/puzzles/a.jpg', `${PHOTO}?w=480`, '/media/../secret.jpg']) {
      expect(pictureUrl(url, 400, 2)).toBe(url);
    }
  });
});
