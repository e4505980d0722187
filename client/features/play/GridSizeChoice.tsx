import { GRID_SIDES, isGridSide } from '../../../game/rules/gift';
import { useHostParty } from '../party/host-parties';

/**
 * "Squares per side" of a tile swap played alone. Not shown in a party: a party plays the
 * puzzle's own size, the same for every player.
 */
export function GridSizeChoice({ puzzleId, gridSize, onChange }: { puzzleId: string; gridSize: number; onChange: (side: number) => void }) {
  if (useHostParty(puzzleId)) return null;
  return (
    <div className="field play__size">
      <label htmlFor="play-size">Squares per side</label>
      <select
        id="play-size"
        value={gridSize}
        onChange={(event) => {
          const side = Number(event.target.value);
          if (isGridSide(side)) onChange(side);
        }}
      >
        {GRID_SIDES.map((side) => (
          <option key={side} value={side}>
            {side} x {side}
          </option>
        ))}
      </select>
    </div>
  );
}
