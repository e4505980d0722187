import { describe, expect, it } from 'vitest';
import { backgroundTiles } from '../../client/features/create/background';

describe('create screen background tiles', () => {
  it('uses every part of the picture once, in a shuffled layout', () => {
    const tiles = backgroundTiles(42);
    expect(tiles).toHaveLength(36);
    expect(new Set(tiles.map((t) => t.piece)).size).toBe(36);
    expect(tiles.map((t) => t.piece)).not.toEqual([...Array(36).keys()]);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(backgroundTiles(7)).toEqual(backgroundTiles(7));
    expect(backgroundTiles(7)).not.toEqual(backgroundTiles(8));
  });

  it.each([
    { piece: 0, position: '0% 0%' },
    { piece: 5, position: '100% 0%' },
    { piece: 7, position: '20% 20%' },
    { piece: 35, position: '100% 100%' },
  ])('shows part $piece at background-position $position', ({ piece, position }) => {
    expect(backgroundTiles(1).find((t) => t.piece === piece)?.position).toBe(position);
  });
});
