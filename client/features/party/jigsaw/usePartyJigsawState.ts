import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  chosenAnnouncement,
  isJigsawSolved,
  jigsawSolvedAnnouncement,
  pieceCount,
  placedCount,
  placedProgress,
  refusedAnnouncement,
  type JigsawBoard,
  type Point,
} from '../../../../game/rules/jigsaw';
import { HOLD_IDLE_MS, jigsawOf, type PartyBoard, type PartyMove } from '../../../../game/rules/party';
import type { JigsawState, ShownChange } from '../../../game-host/useJigsawState';
import type { PartySession } from '../../../lib/party/session';
import { changeBetween, dropMove, homeBoard, placeMove, rotateMove } from './party-moves';

interface Shown {
  source: PartyBoard | null; // the session's board this was made from
  nudge: number; // a move sent: the scene gets a render even when nothing changed (its lifted copy lands)
  board: JigsawBoard | null;
  change: ShownChange | null;
}

/** What the table shows for the session's board: every piece home and upright once solved. */
function shownBoard(source: PartyBoard | null): JigsawBoard | null {
  if (source?.kind !== 'jigsaw') return null;
  const board = jigsawOf(source);
  return isJigsawSolved(board) ? homeBoard(board) : board;
}

/** The sentence a refused move is announced with (the board itself eases back). */
function refusalSentence(refusal: string): string {
  if (refusal === 'held') return 'Someone else is holding that piece.';
  if (refusal === 'conflict') return 'Someone else moved that piece first.';
  if (refusal === 'too-fast') return 'Too fast: that move was not made.';
  return 'That move was not made.';
}

/**
 * A jigsaw played by a party, as the JigsawBoard's state: the board is the session's (the server's,
 * with this player's moves not yet confirmed on top); a drop, turn or placement is sent to the
 * referee as a move naming what this player saw; picking a piece up holds its group, putting it down
 * lets go; other players' moves wait while this player drags (the scene would end the drag). A refused move needs nothing here: the session's board no longer has it, and the scene
 * glides the pieces back. Scatter is a tool of a table of one's own: a party has none (null).
 * Call it only while the session has a jigsaw board (PartyJigsaw waits for one).
 */
export function usePartyJigsawState(session: PartySession): JigsawState {
  const source = useStore(session.store, (view) => view.board);
  const refused = useStore(session.store, (view) => view.refused);
  const [nudge, setNudge] = useState(0);
  const [shown, setShown] = useState<Shown>(() => ({ source, nudge, board: shownBoard(source), change: null }));
  const [announcement, setAnnouncement] = useState('');
  const serial = useRef(0);

  // A new board (anyone's move, a refusal easing back) or a move sent: shown at once, in this render;
  // but not under this player's drag: the scene ends a drag when its board changes, so others' moves
  // wait for the drop (a drag that never ended, the scene gone, stops holding them back after a while).
  const dragging = useRef<number | null>(null); // when this player picked a group up in the scene
  const held = dragging.current !== null && Date.now() - dragging.current < HOLD_IDLE_MS;
  let current = shown;
  if (shown.nudge !== nudge || (shown.source !== source && !held)) {
    serial.current += 1;
    const board = shownBoard(source);
    current = { source, nudge, board, change: board ? changeBetween(shown.board, board, serial.current) : null };
    setShown(current);
  }
  const board = current.board;
  if (board === null) throw new Error('usePartyJigsawState needs a session with a jigsaw board.');

  const latest = useRef(board);
  latest.current = board;
  const solved = isJigsawSolved(board);
  const wasSolved = useRef(solved);
  useEffect(() => {
    if (solved && !wasSolved.current) setAnnouncement(jigsawSolvedAnnouncement);
    wasSolved.current = solved;
  }, [solved]);
  useEffect(() => {
    if (refused) setAnnouncement(refusalSentence(refused.refusal));
  }, [refused]);
  const locked = current.change?.locked ?? false;
  const placed = placedCount(board);
  useEffect(() => {
    if (locked && !solved) setAnnouncement(placedProgress(placed, pieceCount(board.grid)));
  }, [locked, placed, solved, board.grid]);

  const send = useCallback(
    (move: PartyMove | null) => {
      if (move) session.move(move);
      setNudge((count) => count + 1);
    },
    [session],
  );
  const drop = useCallback(
    (piece: number, centre: Point) => {
      dragging.current = null;
      send(dropMove(latest.current, piece, centre));
      session.release();
    },
    [send, session],
  );
  const rotate = useCallback((piece: number) => send(rotateMove(latest.current, piece)), [send]);
  const place = useCallback(
    (piece: number, slot: number) => {
      const move = placeMove(latest.current, piece, slot);
      if (move === null) {
        setAnnouncement(refusedAnnouncement(latest.current.grid, piece, slot));
        return false;
      }
      send(move);
      session.release();
      return true;
    },
    [send, session],
  );
  const choose = useCallback(
    (piece: number) => {
      setAnnouncement(chosenAnnouncement(piece));
      session.hold(piece);
    },
    [session],
  );
  const pickUp = useCallback(
    (piece: number) => {
      dragging.current = Date.now();
      session.hold(piece);
    },
    [session],
  );

  return { board, change: current.change, announcement, drop, rotate, place, choose, pickUp, scatter: null };
}
