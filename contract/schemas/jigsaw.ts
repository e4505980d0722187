import { Type, type Static } from 'typebox';
import { JIGSAW_COUNTS, PUZZLE_TYPES } from '../../game/rules/jigsaw/counts';
import { oneOf } from './literals';

/**
 * Jigsaw boards on the wire (the rules are game/rules/jigsaw/). A gift or card is a tile swap
 * or a jigsaw; a jigsaw's board answer carries its grid and the seed of its cut, and its play
 * is reported as joins (game/rules/jigsaw/save.ts):
 *
 * POST /api/puzzles/:id/jigsaw        JigsawSaveBody → 200 JigsawProgress; the save is kept (resume) and
 *                                      the milestones its joins reached are recorded. A save without joins
 *                                      (Start over: a fresh deal) forgets the kept one. 400 'invalid-joins'
 *                                      (the rules' sentence) for a save the rules refuse, 400 'not-a-jigsaw'
 *                                      on a tile-swap puzzle; nothing is kept then.
 * POST /api/puzzles/:id/jigsaw/solve  JigsawSaveBody → 200 SolvedBody only when the joins connect every piece
 *                                      (and, with rotation, every piece is upright); else 422 'not-solved'.
 *                                      The solved save is kept; a later unsolved report does not replace it.
 */

export const PuzzleType = oneOf(PUZZLE_TYPES);
export const JigsawCountValue = oneOf(JIGSAW_COUNTS);
const MAX_PIECES = Math.max(...JIGSAW_COUNTS) * 2; // a grid may hold a few more pieces than the count chosen

const PieceId = Type.Integer({ minimum: 0, maximum: MAX_PIECES - 1 });
const Coordinate = Type.Number({ minimum: -1e4, maximum: 1e4 }); // in cells; the rules bound it by the board's size

export const JigsawSaveBody = Type.Object(
  {
    joins: Type.Array(Type.Tuple([PieceId, PieceId]), { maxItems: MAX_PIECES * 2 }),
    places: Type.Array(Type.Tuple([Coordinate, Coordinate]), { maxItems: MAX_PIECES }),
    rotations: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 3 }), { maxItems: MAX_PIECES })),
  },
  { additionalProperties: false },
);
export type JigsawSaveBody = Static<typeof JigsawSaveBody>;

/** How far a jigsaw has come: joins made of the pieces - 1 that a whole picture needs. */
export const JigsawProgress = Type.Object(
  { merged: Type.Integer(), needed: Type.Integer() },
  { additionalProperties: false },
);
export type JigsawProgress = Static<typeof JigsawProgress>;

/** What a jigsaw's board answer adds: its grid (gridFor of the count on the stored picture), cut and kept play. */
export const JigsawBoardInfo = Type.Object(
  {
    pieces: JigsawCountValue, // the count the creator chose
    rows: Type.Integer(),
    columns: Type.Integer(),
    seed: Type.Integer(), // of the cut (cutJigsaw) and the first deal
    rotation: Type.Boolean(), // the creator allowed turning pieces
    resume: Type.Union([JigsawSaveBody, Type.Null()]), // the board kept by the last report, from any device
  },
  { additionalProperties: false },
);
export type JigsawBoardInfo = Static<typeof JigsawBoardInfo>;
