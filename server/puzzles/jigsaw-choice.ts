import { DEFAULT_JIGSAW_COUNT, offeredCounts, type JigsawCount, type PuzzleType } from '../../game/rules/jigsaw/counts';
import { badRequest } from '../http-error';
import type { Puzzle } from '../repos/puzzles';

/** What a creator chose about the board: a tile swap, or a jigsaw of a count, turned or not. */
export type BoardChoice = Pick<Puzzle, 'puzzleType' | 'pieces' | 'rotation'>;

/** What a form or a card's body says about the board, each part optional. */
export interface BoardChoiceFields {
  puzzleType?: PuzzleType;
  pieces?: JigsawCount;
  rotation?: boolean;
}

/**
 * The board choice with its defaults (a tile swap; a jigsaw of 24 upright pieces), or a 400 when
 * a jigsaw's options come with a tile swap: the sender meant something the server would not do.
 */
export function boardChoiceOf(fields: BoardChoiceFields): BoardChoice {
  const puzzleType = fields.puzzleType ?? 'swap';
  if (puzzleType === 'jigsaw') return { puzzleType, pieces: fields.pieces ?? DEFAULT_JIGSAW_COUNT, rotation: fields.rotation ?? false };
  if (fields.pieces !== undefined) throw badRequest('pieces is only for a jigsaw.');
  if (fields.rotation !== undefined) throw badRequest('rotation is only for a jigsaw.');
  return { puzzleType, pieces: null, rotation: false };
}

/**
 * 400 when a jigsaw's count is not offered on the stored picture (its pieces would be narrower
 * than MIN_PIECE_PX): only known once the picture is made, so call it before anything is stored.
 */
export function assertCountOffered(choice: BoardChoice, width: number, height: number, noun: 'photo' | 'picture'): void {
  if (choice.pieces === null) return;
  const offered = offeredCounts(width, height);
  if (offered.includes(choice.pieces)) return;
  const most = offered.at(-1);
  throw badRequest(
    most === undefined
      ? `This ${noun} is too small for a jigsaw: choose a tile swap.`
      : `This ${noun} is too small for ${choice.pieces} pieces: choose at most ${most}.`,
  );
}
