import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import type { PartyPuzzle } from '../../../contract/party';
import { cellLabel, pieceName, SELECTION_CLEARED, selectedAnnouncement, swapAnnouncement } from '../../../game/rules/accessibility';
import { isSolved } from '../../../game/rules/board';
import { CONFLICT } from '../../../game/rules/party';
import { placedFlags } from '../../../game/rules/swap-game';
import type { SwapTiles } from '../../../game/scenes/swap/contract';
import { boardPictureUrl, PHOTO_CELEBRATION } from '../../components/PhotoPuzzle';
import { SwapBoard } from '../../game-host/SwapBoard';
import type { PartySession } from '../../lib/party/session';
import { useReducedMotion } from '../../lib/useReducedMotion';
import { CursorsOverlay } from './presence/CursorsOverlay';
import { swapHoldBox, tileCentre, type Point } from './presence/geometry';
import { chosenPosition, holderOf, pickSwap } from './swap-picks';

interface PartySwapBoardProps {
  session: PartySession;
  puzzle: PartyPuzzle;
  privateMode?: boolean;
  label?: string;
  maxWidth: number;
}

/** Why a move came back, in words (the board has already put the tiles back). */
const REFUSALS: Record<string, string> = {
  conflict: CONFLICT,
  held: 'Someone else is holding that tile.',
  'too-fast': 'Slow down a little: that swap was not made.',
  closed: 'The party is over: that swap was not made.',
};

/**
 * The tile swap together: the very SwapBoard of a solo gift, its order the party's shown
 * board (the server's with this player's moves not yet confirmed). Choosing a tile holds it;
 * the swap (or putting it down) lets go. Where the pointer is goes to the others as fractions
 * of the board; theirs, and what they hold, are drawn over it.
 */
export function PartySwapBoard({ session, puzzle, privateMode = false, label = 'Puzzle board, solved together', maxWidth }: PartySwapBoardProps) {
  const board = useStore(session.store, (view) => view.board);
  const holds = useStore(session.store, (view) => view.holds);
  const players = useStore(session.store, (view) => view.players);
  const you = useStore(session.store, (view) => view.you);
  const refused = useStore(session.store, (view) => view.refused);
  const status = useStore(session.store, (view) => view.status);
  const [chosenTile, setChosenTile] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reducedMotion = useReducedMotion();
  const cursors = useStore(session.store, (view) => view.cursors);
  const wrapper = useRef<HTMLDivElement>(null);
  // Others' cursors and holds are drawn over the stage (the tiles' own box), in fractions of it.
  const [stage, setStage] = useState<HTMLElement | null>(null);
  const stageRef = useRef<HTMLElement | null>(null);
  stageRef.current = stage;
  const order = useMemo(() => (board?.kind === 'swap' ? board.order : []), [board]);
  const drawn = order.length > 0;
  useLayoutEffect(() => setStage(wrapper.current?.querySelector<HTMLElement>('.swap-board__stage') ?? null), [drawn]);
  const toPx = useCallback((point: Point) => ({ x: point.x * (stageRef.current?.clientWidth ?? 0), y: point.y * (stageRef.current?.clientHeight ?? 0) }), []);

  const side = puzzle.gridSize;
  const solved = status === 'solved' || (order.length > 0 && isSolved(order));
  const placed = useMemo(() => placedFlags(order), [order]);
  const tiles = useMemo<SwapTiles>(
    () => ({ kind: 'image', imageUrl: boardPictureUrl(puzzle.imageUrl), columns: side, rows: side, size: { width: puzzle.width, height: puzzle.height } }),
    [puzzle.imageUrl, side, puzzle.width, puzzle.height],
  );

  useEffect(() => {
    if (refused) setAnnouncement(REFUSALS[refused.refusal] ?? 'That swap was not made.');
  }, [refused]);

  function pick(position: number) {
    if (status !== 'playing') return;
    const heldBy = (tile: number) => holderOf(tile, holds, players, you?.playerId ?? null);
    const next = pickSwap(order, chosenTile, position, heldBy);
    // The others see where this player is working, keyboard players too (a pointer's next move corrects it).
    const centre = tileCentre(position, side);
    session.cursor(centre.x, centre.y);
    switch (next.kind) {
      case 'choose':
        setChosenTile(next.tile);
        session.hold(next.tile);
        setAnnouncement(selectedAnnouncement(position, side));
        break;
      case 'put-down':
        setChosenTile(null);
        session.release();
        setAnnouncement(SELECTION_CLEARED);
        break;
      case 'swap':
        setChosenTile(null);
        session.move(next.move);
        session.release();
        setAnnouncement(swapAnnouncement(next.move.a, next.move.b, side));
        break;
      case 'held':
        setAnnouncement(`${next.by} is holding the piece at ${cellLabel(position, side)}.`);
        break;
    }
  }

  function pointed(event: PointerEvent<HTMLDivElement>) {
    const bounds = stageRef.current?.getBoundingClientRect();
    if (!bounds || bounds.width === 0 || bounds.height === 0) return;
    session.cursor((event.clientX - bounds.left) / bounds.width, (event.clientY - bounds.top) / bounds.height);
  }

  const holdBox = useCallback((pieces: number[]) => (pieces[0] === undefined ? null : swapHoldBox(order, side, pieces[0])), [order, side]);

  if (order.length === 0) return null;
  return (
    <div ref={wrapper} className="party-board" onPointerMove={pointed} data-testid="party-swap-board" data-order={order.join(',')}>
      <SwapBoard
        tiles={tiles}
        order={order}
        selected={chosenPosition(order, chosenTile)}
        placed={placed}
        solved={solved}
        onPick={pick}
        maxWidth={maxWidth}
        label={label}
        tileName={(position) => pieceName(position, order[position] ?? position, side)}
        announcement={announcement}
        privateMode={privateMode}
        celebration={reducedMotion ? null : PHOTO_CELEBRATION}
      />
      {stage && createPortal(<CursorsOverlay cursors={cursors} players={players} holds={holds} youId={you?.playerId ?? null} toPx={toPx} holdBox={holdBox} />, stage)}
    </div>
  );
}
