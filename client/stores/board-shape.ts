import { DEFAULT_JIGSAW_COUNT, isJigsawCount, isPuzzleType, type JigsawCount, type PuzzleType } from '../../game/rules/jigsaw/counts';

/** The kind of board a creator chose beside the swap board's size: the gift's and the card's drafts both keep it. */
export interface BoardShape {
  puzzleType: PuzzleType;
  pieces: JigsawCount; // a jigsaw's count; kept while the swap board is chosen, so switching back finds it
  rotation: boolean; // a jigsaw's pieces may be turned
}

export const DEFAULT_BOARD_SHAPE: BoardShape = { puzzleType: 'swap', pieces: DEFAULT_JIGSAW_COUNT, rotation: false };

/** Whatever storage held, back into a valid shape; anything unusable falls back to the default. */
export function sanitizeBoardShape(value: Record<string, unknown>): BoardShape {
  return {
    puzzleType: typeof value.puzzleType === 'string' && isPuzzleType(value.puzzleType) ? value.puzzleType : DEFAULT_BOARD_SHAPE.puzzleType,
    pieces: typeof value.pieces === 'number' && isJigsawCount(value.pieces) ? value.pieces : DEFAULT_BOARD_SHAPE.pieces,
    rotation: value.rotation === true,
  };
}

/**
 * The count to send for a picture that offers only `offered`: the chosen one when offered, else
 * the largest offered below it (a small photo cannot hold 300 pieces), else the smallest offered.
 */
export function piecesFor(chosen: JigsawCount, offered: readonly JigsawCount[]): JigsawCount {
  if (offered.length === 0 || offered.includes(chosen)) return chosen;
  const below = offered.filter((count) => count < chosen);
  return below.length > 0 ? (below[below.length - 1] as JigsawCount) : (offered[0] as JigsawCount);
}
