import { describe, expect, it } from 'vitest';
import { savedPhotoName } from '../../client/components/SavePhoto';

describe('the saved photo’s file name', () => {
  it.each([
    ['Ann', '/media/puzzles/abc.jpg', 'photo-from-Ann.jpg'],
    ['Zoë Brontë', '/media/puzzles/abc.jpg', 'photo-from-Zoe-Bronte.jpg'],
    ['Renée', '/media/puzzles/abc.jpg', 'photo-from-Renee.jpg'],
    ['  <script>/..\\ ', '/media/puzzles/abc.png', 'photo-from-script.png'],
    ['李雷', '/media/pod-images/abc.png', 'puzzle-gift-photo.png'],
    ['Ann', '/media/puzzles/abc', 'photo-from-Ann.jpg'],
    ['A'.repeat(80), '/media/puzzles/abc.webp', `photo-from-${'A'.repeat(40)}.webp`],
  ])('%s, %s → %s', (sender, url, name) => {
    expect(savedPhotoName(sender, url)).toBe(name);
  });
});
