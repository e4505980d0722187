import { useMemo, useState } from 'react';
import { letterName } from '../../../../game/rules/accessibility';
import type { Celebration } from '../../../../game/scenes/kit/contract';
import { spellingShuffle } from '../../../../game/rules/spelling';
import { pickWordLetter, placedLetters, startWordGame } from '../../../../game/rules/word-game';
import type { SwapTiles } from '../../../../game/scenes/swap/contract';
import { SwapBoard } from '../../../game-host/SwapBoard';
import { useBoardState } from '../../../game-host/useBoardState';

const CONFETTI: Celebration = { particles: 200, spread: 110, originY: 0.7 };
const TILE_MAX = 96; // css px per letter: big enough for small fingers, one row up to nine letters

interface SpellingStageProps {
  word: string;
  celebrate: boolean; // confetti (off under reduced motion)
  onSpelled(): void;
}

/** Stage 2: the word's letters, scrambled, swapped back into order (SPEC); done when they spell the word. */
export function SpellingStage({ word, celebrate, onSpelled }: SpellingStageProps) {
  const [dealt] = useState(() => startWordGame(word, spellingShuffle(word)));
  const board = useBoardState(dealt, pickWordLetter, { onSolved: onSpelled });
  const game = board.state;
  const placed = useMemo(() => placedLetters(game), [game]);
  const tiles = useMemo<SwapTiles>(() => ({ kind: 'letters', letters: game.pieces, columns: game.pieces.length }), [game.pieces]);
  return (
    <SwapBoard
      tiles={tiles}
      order={game.order}
      selected={game.selected}
      placed={placed}
      solved={game.solved}
      onPick={board.pick}
      maxWidth={TILE_MAX * game.pieces.length}
      label={`Spelling puzzle: ${word}`}
      tileName={(position) => letterName(game.pieces[game.order[position] ?? position] ?? '', position, placed[position] === true)}
      announcement={game.announcement}
      highlightPlaced
      celebration={celebrate ? CONFETTI : null}
    />
  );
}
