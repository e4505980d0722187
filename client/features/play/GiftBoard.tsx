import { useMemo, useState } from 'react';
import { pieceName } from '../../../game/rules/accessibility';
import type { Move } from '../../../game/rules/board';
import { SwapBoard } from '../../game-host/SwapBoard';
import type { BoardTiles, Celebration } from '../../game-host/types';
import { pickPosition, placedFlags, startGame, type GameState } from '../../../game/rules/swap-game';
import { useReducedMotion } from './useReducedMotion';

/** SPEC section 9: confetti on the sender's puzzle. */
export const GIFT_CELEBRATION: Celebration = { particles: 150, spread: 100, originY: 0.6 };
export const GIFT_BOARD_WIDTH = 400;

interface GiftBoardProps {
  imageUrl: string;
  side: number; // pieces per row and per column
  start: readonly number[]; // the shuffled order to begin with (remount with a new key to restart)
  privateMode?: boolean;
  label?: string;
  onMove?(game: GameState): void; // after every swap
  onSolved?(moves: readonly Move[]): void; // once, when the rules say solved
}

/** A photo swap board with the rules' state: the one board of the create preview and the play screen. */
export function GiftBoard({ imageUrl, side, start, privateMode = false, label = 'Puzzle board', onMove, onSolved }: GiftBoardProps) {
  const [game, setGame] = useState(() => startGame(start));
  const reducedMotion = useReducedMotion();
  const tiles = useMemo<BoardTiles>(() => ({ kind: 'image', imageUrl, columns: side, rows: side }), [imageUrl, side]);
  const placed = useMemo(() => placedFlags(game.order), [game.order]);

  function onPick(position: number) {
    const next = pickPosition(game, position, side);
    if (next === game) return;
    setGame(next);
    if (next.moves.length === game.moves.length) return; // only a selection changed
    onMove?.(next);
    if (next.solved) onSolved?.(next.moves);
  }

  return (
    <SwapBoard
      tiles={tiles}
      order={game.order}
      selected={game.selected}
      placed={placed}
      solved={game.solved}
      onPick={onPick}
      maxWidth={GIFT_BOARD_WIDTH}
      label={label}
      tileName={(position) => pieceName(position, game.order[position] ?? position, side)}
      announcement={game.announcement}
      privateMode={privateMode}
      celebration={reducedMotion ? null : GIFT_CELEBRATION}
    />
  );
}
