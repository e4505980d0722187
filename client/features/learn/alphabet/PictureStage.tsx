import { useMemo, useState } from 'react';
import { pieceName } from '../../../../game/rules/accessibility';
import { pictureShuffle, PICTURE_SIDE } from '../../../../game/rules/spelling';
import { pickPosition, placedFlags, startGame, type GameState } from '../../../../game/rules/swap-game';
import type { SwapTiles } from '../../../../game/scenes/swap/contract';
import { SwapBoard } from '../../../game-host/SwapBoard';
import { useBoardState } from '../../../game-host/useBoardState';

const pickOnPicture = (state: GameState, position: number) => pickPosition(state, position, PICTURE_SIDE);

interface PictureStageProps {
  picture: string;
  word: string;
  maxWidth: number;
  onSolved(): void;
}

/** Stage 1: the letter's picture as a 3x3 swap puzzle; pieces in place get a green border (SPEC). */
export function PictureStage({ picture, word, maxWidth, onSolved }: PictureStageProps) {
  const [dealt] = useState(() => startGame(pictureShuffle(Math.random)));
  const board = useBoardState(dealt, pickOnPicture, { onSolved });
  const game = board.state;
  const tiles = useMemo<SwapTiles>(() => ({ kind: 'image', imageUrl: picture, columns: PICTURE_SIDE, rows: PICTURE_SIDE }), [picture]);
  return (
    <SwapBoard
      tiles={tiles}
      order={game.order}
      selected={game.selected}
      placed={placedFlags(game.order)}
      solved={game.solved}
      onPick={board.pick}
      maxWidth={maxWidth}
      label={`Picture puzzle: ${word}`}
      tileName={(position) => pieceName(position, game.order[position] ?? position, PICTURE_SIDE)}
      announcement={game.announcement}
      highlightPlaced
    />
  );
}
