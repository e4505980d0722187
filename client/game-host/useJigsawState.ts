import { useCallback, useRef, useState } from 'react';
import {
  chosenAnnouncement,
  dropPiece,
  isJigsawSolved,
  jigsawSolvedAnnouncement,
  ORIGIN,
  pieceCount,
  placedCount,
  placedProgress,
  placeInSlot,
  refusedAnnouncement,
  rotatePiece,
  scatterBoard,
  type BoardChange,
  type DealLayout,
  type JigsawBoard,
  type Point,
} from '../../game/rules/jigsaw';

/** The last change, for the scene's snap and sparkle; a new serial is a new change even if it looks the same. */
export interface ShownChange {
  joined: BoardChange['joined'];
  locked: boolean;
  serial: number;
}

export interface JigsawState {
  board: JigsawBoard;
  change: ShownChange | null;
  announcement: string;
  drop(piece: number, centre: Point): void;
  rotate(piece: number): void;
  place(piece: number, slot: number): boolean; // false: refused (announced)
  choose(piece: number): void; // announces the choice
  pickUp?(piece: number): void; // the scene picked a piece up (a party holds its group: client/features/party/jigsaw)
  scatter: (() => void) | null; // null: not offered (a party's shared table)
}

interface JigsawStateOptions {
  seed: number; // scatters are seeded from it, one after another
  layout: DealLayout;
  onChange?(board: JigsawBoard): void; // after every move, turn, join or scatter
  onSolved?(board: JigsawBoard): void; // once: the whole picture, moved home
}

/** Every piece home and upright: a solved board laid where the picture goes, for its last glide. */
const home = (board: JigsawBoard): JigsawBoard => ({ ...board, places: board.places.map(() => ORIGIN), turns: board.turns.map(() => 0) });

/**
 * A jigsaw in play, in React: each drop, turn, placement or scatter goes through the rules
 * (game/rules/jigsaw) and the new board is kept here; the scene only draws it.
 */
export function useJigsawState(dealt: JigsawBoard, options: JigsawStateOptions): JigsawState {
  const [shown, setShown] = useState<{ board: JigsawBoard; change: ShownChange | null; announcement: string }>({
    board: dealt,
    change: null,
    announcement: '',
  });
  const current = useRef(shown.board);
  const solved = useRef(isJigsawSolved(dealt));
  const serial = useRef(0);
  const scatters = useRef(0);
  const latest = useRef(options);
  latest.current = options;

  const apply = useCallback((change: BoardChange, announce?: string) => {
    const total = pieceCount(change.board.grid);
    let board = change.board;
    let announcement = announce ?? (change.locked ? placedProgress(placedCount(board), total) : null);
    const finished = !solved.current && isJigsawSolved(board);
    if (finished) {
      solved.current = true;
      board = home(board);
      announcement = jigsawSolvedAnnouncement;
    }
    current.current = board;
    serial.current += 1;
    const shownChange = { joined: change.joined, locked: change.locked || finished, serial: serial.current };
    setShown((before) => ({ board, change: shownChange, announcement: announcement ?? before.announcement }));
    latest.current.onChange?.(board);
    if (finished) latest.current.onSolved?.(board);
  }, []);

  const drop = useCallback((piece: number, centre: Point) => apply(dropPiece(current.current, piece, centre)), [apply]);
  const rotate = useCallback((piece: number) => apply(rotatePiece(current.current, piece)), [apply]);
  const place = useCallback(
    (piece: number, slot: number) => {
      const change = placeInSlot(current.current, piece, slot);
      if (change === null) {
        const refused = refusedAnnouncement(current.current.grid, piece, slot);
        setShown((before) => ({ ...before, announcement: refused }));
        return false;
      }
      apply(change, placedProgress(placedCount(change.board), pieceCount(change.board.grid)));
      return true;
    },
    [apply],
  );
  const choose = useCallback((piece: number) => setShown((before) => ({ ...before, announcement: chosenAnnouncement(piece) })), []);
  const scatter = useCallback(() => {
    scatters.current += 1;
    const board = scatterBoard(current.current, latest.current.seed + scatters.current, latest.current.layout);
    apply({ board, joined: [], locked: false });
  }, [apply]);

  return { ...shown, drop, rotate, place, choose, scatter };
}
