import { Type, type Static } from 'typebox';
import { GRID_SIDES, MESSAGE_MAX, NAME_MAX, PUZZLE_EVENT_KINDS, PUZZLE_KINDS, type GridSide } from '../../game/rules/gift';
import { EMAIL_MAX } from '../auth';
import { JIGSAW_COUNTS } from '../../game/rules/jigsaw/counts';
import { CardBack, CardType } from './cards';
import { LocalDateTime, TimeZone } from './delivery';
import { PuzzleId } from './ids';
import { JigsawBoardInfo, PuzzleType } from './jigsaw';
import { oneOf } from './literals';
import { PresentCard, PresentId } from './store';
import { PhoneField, PhoneRegionField, SendByField, TextSent } from '../texts';

/** The gift loop: HTTP contract shared by server/routes/puzzles and client/features/{create,play,watch}. */

const FONT_STYLE_MAX = 40; // longer than any name in FONT_OPTIONS; the server checks the name itself
const MOVES_MAX = 5000; // far more than a 10x10 board needs
const GRID_SIDE_TEXTS = GRID_SIDES.map(String) as `${GridSide}`[]; // as multipart fields and query strings carry them
const JIGSAW_COUNT_TEXTS = JIGSAW_COUNTS.map(String); // as multipart fields carry them

export const PuzzleParams = Type.Object({ id: PuzzleId }, { additionalProperties: false });
export type PuzzleParams = Static<typeof PuzzleParams>;

/**
 * POST /api/puzzles — multipart/form-data (not JSON), one request does it all:
 *   photo (file; JPEG, PNG or WebP by content), message (1..300), gridSize (3|4|5|10), fontStyle (FONT_OPTIONS),
 *   isPublic ('true'|'false'), senderName, senderEmail, recipientName, recipientEmail, consent ('true'),
 *   and optionally sendAt ('YYYY-MM-DDTHH:MM' on the recipient's clock; empty or absent: now), timeZone (IANA;
 *   required with sendAt), remind ('true'|'false': one reminder if unopened after 3 days; default 'false'),
 *   replyToken (a SolvedBody's: the gift answers that one, to its sender; no recipient fields then),
 *   puzzleType ('swap'|'jigsaw'; default 'swap'), and only with a jigsaw pieces (JIGSAW_COUNTS as text; default
 *   24) and rotation ('true'|'false'; default 'false'). A jigsaw still sends gridSize (the form always has one).
 * → 201 CreatedPuzzle. Errors: 400 (fields; a count the stored photo is too small for, as offeredCounts says),
 *   413 (photo too large), 415 (not an accepted image), 422 (image unreadable).
 */
export const CreatedPuzzle = Type.Object(
  {
    id: Type.String(),
    watchToken: Type.String(),
    arrival: Type.Union([Type.String(), Type.Null()]), // when a scheduled gift arrives; null: on its way now
    text: Type.Optional(TextSent), // when it goes by text (contract/texts.ts)
  },
  { additionalProperties: false },
);
export type CreatedPuzzle = Static<typeof CreatedPuzzle>;

/** Fields of the multipart form, by name (the photo's field name is PHOTO_FIELD in contract/puzzles.ts). */
export const CreatePuzzleFields = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: MESSAGE_MAX }),
    gridSize: oneOf(GRID_SIDE_TEXTS),
    fontStyle: Type.String({ minLength: 1, maxLength: FONT_STYLE_MAX }),
    isPublic: oneOf(['true', 'false']),
    senderName: Type.String({ minLength: 1, maxLength: NAME_MAX }),
    senderEmail: Type.String({ format: 'email', maxLength: EMAIL_MAX }),
    // Required, except in a reply (replyToken): it goes to the sender of the gift it answers.
    recipientName: Type.Optional(Type.String({ minLength: 1, maxLength: NAME_MAX })),
    recipientEmail: Type.Optional(Type.String({ format: 'email', maxLength: EMAIL_MAX })),
    consent: Type.Literal('true'),
    sendAt: Type.Optional(Type.Union([LocalDateTime, Type.Literal('')])),
    timeZone: Type.Optional(TimeZone),
    remind: Type.Optional(oneOf(['true', 'false'])),
    replyToken: Type.Optional(Type.String({ maxLength: 100 })), // from the solved screen of the gift it answers
    puzzleType: Type.Optional(PuzzleType),
    pieces: Type.Optional(oneOf(JIGSAW_COUNT_TEXTS)),
    rotation: Type.Optional(oneOf(['true', 'false'])),
    presentId: Type.Optional(PresentId), // a present of the gift store (contract/schemas/store.ts), revealed only after the solve
    // Invitations by text (contract/texts.ts): sendBy 'email' (default) | 'text' | 'both'; with text, recipientPhone
    // (E.164, or national read in phoneRegion, the browser's); recipientEmail is then optional with 'text'.
    sendBy: Type.Optional(SendByField),
    recipientPhone: Type.Optional(PhoneField),
    phoneRegion: Type.Optional(PhoneRegionField),
  },
  { additionalProperties: false },
);
export type CreatePuzzleFields = Static<typeof CreatePuzzleFields>;

/**
 * GET /api/puzzles/:id?gridSize=N — what the board needs, never the message. 404 'puzzle-not-found'.
 * A jigsaw's count is its creator's: gridSize on a jigsaw is a 400.
 */
export const BoardQuery = Type.Object(
  // Text, as query strings are; the route turns it into a number.
  { gridSize: Type.Optional(oneOf(GRID_SIDE_TEXTS)) },
  { additionalProperties: false },
);
export type BoardQuery = Static<typeof BoardQuery>;

const Position = Type.Integer({ minimum: 0, maximum: Math.max(...GRID_SIDES) ** 2 - 1 });
/** Swaps [from, to] of positions, in order, from the server-issued shuffle of one side. */
const MoveList = Type.Array(Type.Tuple([Position, Position]), { maxItems: MOVES_MAX });

export const PuzzleBoard = Type.Object(
  {
    id: Type.String(),
    kind: oneOf(PUZZLE_KINDS), // a photo gift, or an AI puzzle card
    cardType: Type.Union([CardType, Type.Null()]), // a card's type; null for a gift
    // /media/puzzles/<file>.jpg, or /media/pod-images/<file>.png for a card. For a small screen ask for
    // `${imageUrl}?w=N` instead (a smaller WebP copy when one is stored, else this picture; the
    // contract is contract/pictures.ts, the client's choice client/lib/picture-url.ts).
    imageUrl: Type.String(),
    width: Type.Integer(), // of the stored image, pixels
    height: Type.Integer(),
    gridSize: Type.Integer(), // the side the board is shown with (the sender's, or the query's)
    fontStyle: Type.String(),
    isPublic: Type.Boolean(),
    senderName: Type.String(),
    recipientName: Type.String(),
    shuffle: Type.Array(Type.Integer()), // server-issued start order for this gridSize
    solved: Type.Boolean(), // already solved once (the message may be asked for again with moves)
    // The board in progress, on any device: the moves saved from `shuffle` by the last progress report
    // or solve, when they were made at this side; null for a fresh board. Without a gridSize in the
    // query the board is shown at the side of these moves.
    // Always null for a jigsaw (its kept board is jigsaw.resume).
    resume: Type.Union([Type.Object({ moves: MoveList }, { additionalProperties: false }), Type.Null()]),
    // A tile swap (played from gridSize, shuffle, resume) or a jigsaw (played from `jigsaw`; it still answers
    // gridSize and shuffle at its creator's side, which are not its play, and resume null).
    puzzleType: PuzzleType,
    jigsaw: Type.Union([JigsawBoardInfo, Type.Null()]), // null for a tile swap
  },
  { additionalProperties: false },
);
export type PuzzleBoard = Static<typeof PuzzleBoard>;

/**
 * POST /api/puzzles/:id/moves — progress report while playing (first move, halfway); the server
 *   keeps the moves, so any device continues the board. An empty list starts over: the kept moves
 *   are forgotten.
 * POST /api/puzzles/:id/solve — the full move list; the server replays it from the shuffle it issued.
 * Both are a tile swap's: on a jigsaw they are a 400 'not-a-swap-board' (its play is contract/schemas/jigsaw.ts).
 */
export const MovesBody = Type.Object(
  {
    gridSize: oneOf(GRID_SIDES),
    moves: MoveList,
  },
  { additionalProperties: false },
);
export type MovesBody = Static<typeof MovesBody>;

export const ProgressBody = Type.Object(
  { inPlace: Type.Integer(), total: Type.Integer() },
  { additionalProperties: false },
);
export type ProgressBody = Static<typeof ProgressBody>;

/** 200 when the replay ends solved; otherwise 422 'not-solved' and no message. */
export const SolvedBody = Type.Object(
  {
    message: Type.String(),
    fontStyle: Type.String(),
    card: Type.Union([CardBack, Type.Null()]), // a card's back; null for a gift
    replyToken: Type.String(), // answers this puzzle with a gift to its sender (contract/schemas/replies.ts)
    present: Type.Optional(PresentCard), // the present its sender attached (gift store); absent when none
  },
  { additionalProperties: false },
);
export type SolvedBody = Static<typeof SolvedBody>;

export const PuzzleEventKind = oneOf(PUZZLE_EVENT_KINDS);
export const PuzzleEvent = Type.Object(
  { puzzleId: Type.String(), kind: PuzzleEventKind, at: Type.String() /* ISO 8601 */ },
  { additionalProperties: false },
);
export type PuzzleEvent = Static<typeof PuzzleEvent>;
