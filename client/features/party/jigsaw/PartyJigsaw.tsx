import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import type { PartyPuzzle } from '../../../../contract/party';
import { cutJigsaw, isJigsawSolved, type DealLayout } from '../../../../game/rules/jigsaw';
import type { JigsawActions } from '../../../../game/scenes/jigsaw/contract';
import { jigsawPictureUrl } from '../../../components/JigsawPuzzle';
import { boardPictureUrl, PHOTO_CELEBRATION } from '../../../components/PhotoPuzzle';
import { JigsawBoard } from '../../../game-host/JigsawBoard';
import type { PartySession } from '../../../lib/party/session';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { CursorsOverlay } from '../presence/CursorsOverlay';
import { jigsawHoldBox, toUnits, type Point } from '../presence/geometry';
import { usePointerCursor } from '../presence/usePointerCursor';
import { usePartyJigsawState } from './usePartyJigsawState';

type JigsawShape = NonNullable<PartyPuzzle['jigsaw']>;

/**
 * A party's jigsaw: the same table as alone (JigsawBoard: the scene, its toolbar without Scatter,
 * the mirror), driven by the session, with the other players' cursors and holds over it and this
 * player's pointer sent to them. Render it for a party whose puzzleType is 'jigsaw'.
 */
export interface PartyJigsawProps {
  session: PartySession;
  privateMode?: boolean; // no right-click or drag-out; the watermark (as the solo board)
  label?: string; // the accessible name of the board's mirror
}

export function PartyJigsaw({ session, privateMode = false, label = 'Jigsaw puzzle, solved together' }: PartyJigsawProps) {
  const jigsaw = useStore(session.store, (view) => view.puzzle?.jigsaw ?? null);
  const imageUrl = useStore(session.store, (view) => view.puzzle?.imageUrl ?? null);
  const ready = useStore(session.store, (view) => view.board?.kind === 'jigsaw');
  const waiting = !ready || jigsaw === null || imageUrl === null;
  return (
    <div className="jigsaw-puzzle party-jigsaw" data-testid="party-jigsaw">
      {waiting ? <p role="status">Getting the table ready…</p> : <PartyTable session={session} jigsaw={jigsaw} imageUrl={imageUrl} privateMode={privateMode} label={label} />}
    </div>
  );
}

interface PartyTableProps extends Required<PartyJigsawProps> {
  jigsaw: JigsawShape;
  imageUrl: string;
}

/**
 * The server dealt one table for every screen, its pieces around the board: the camera starts on
 * all of it ('around'), on a phone too (a tray camera would show the board and cut the pieces off).
 */
const PARTY_LAYOUT: DealLayout = 'around';

function PartyTable({ session, jigsaw, imageUrl, privateMode, label }: PartyTableProps) {
  const { rows, columns, seed, pieces, rotation } = jigsaw;
  const cut = useMemo(() => cutJigsaw({ rows, columns }, seed), [rows, columns, seed]);
  const game = usePartyJigsawState(session);
  const reducedMotion = useReducedMotion();
  const [actions, setActions] = useState<JigsawActions | null>(null);
  const url = jigsawPictureUrl(imageUrl, pieces);

  // The overlay lives inside the table, over the scene's canvas: the scene's screen points are its own.
  const rootRef = useRef<HTMLDivElement>(null);
  const [table, setTable] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setTable(rootRef.current?.querySelector<HTMLElement>('.jigsaw-board__table') ?? null), []);

  const toPx = useCallback((point: Point) => (actions ? actions.screenPoint(point) : point), [actions]);
  usePointerCursor(session, table, (px) => (actions ? toUnits(toPx)(px) : null)); // through toPx: the scene's methods need their scene

  const cursors = useStore(session.store, (view) => view.cursors);
  const players = useStore(session.store, (view) => view.players);
  const holds = useStore(session.store, (view) => view.holds);
  const youId = useStore(session.store, (view) => view.you?.playerId ?? null);
  const board = game.board;
  const holdBox = useCallback((held: number[]) => jigsawHoldBox(board, held), [board]);

  return (
    <div ref={rootRef}>
      <JigsawBoard
        imageUrl={url}
        previewUrl={boardPictureUrl(imageUrl)}
        identity={`${url}|${rows}x${columns}|${seed}`}
        cut={cut}
        game={game}
        rotation={rotation}
        layout={PARTY_LAYOUT}
        solved={isJigsawSolved(board)}
        label={label}
        privateMode={privateMode}
        celebration={reducedMotion ? null : PHOTO_CELEBRATION}
        onScene={setActions}
      />
      {table && actions && createPortal(<CursorsOverlay cursors={cursors} players={players} holds={holds} youId={youId} toPx={toPx} holdBox={holdBox} />, table)}
    </div>
  );
}
