import { useMemo } from 'react';
import { seedFromString } from '../../../../game/rules/random';
import { BACKGROUND_SIDE, backgroundTiles } from '../background';

const PICTURE_URL = '/images/create-background.jpg';

/** Decoration only: the bundled picture as a 6x6 grid of shuffled tiles behind the create screen. */
export function TiledBackground() {
  // Seeded by the day, so the layout stays put while someone moves between screens.
  const tiles = useMemo(() => backgroundTiles(seedFromString(new Date().toDateString())), []);
  return (
    <div className="tiled-background" aria-hidden="true" style={{ gridTemplateColumns: `repeat(${BACKGROUND_SIDE}, 1fr)` }}>
      {tiles.map((tile) => (
        <div
          key={tile.piece}
          className="tiled-background__tile"
          style={{
            backgroundImage: `url(${PICTURE_URL})`,
            backgroundSize: `${BACKGROUND_SIDE * 100}% ${BACKGROUND_SIDE * 100}%`,
            backgroundPosition: tile.position,
          }}
        />
      ))}
    </div>
  );
}
