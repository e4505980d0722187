import { useEffect, useRef, useState } from 'react';
import type { PartyHold, PartyPlayer } from '../../../../contract/party';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { boxToPx, cursorMarks, easeTowards, holdMarks, type Box, type Point, type ToPx } from './geometry';
import { inkOn } from './ink';
import './presence.css';

export interface CursorsOverlayProps {
  cursors: Readonly<Record<string, { x: number; y: number; at: number }>>; // the session's: other players', by id
  players: readonly PartyPlayer[];
  holds: readonly PartyHold[];
  youId: string | null;
  toPx: ToPx; // board units → css px within the overlay (read every frame: the camera may move)
  holdBox(pieces: number[]): Box | null; // what a hold covers, in board units (swapHoldBox, jigsawHoldBox)
}

const FADE_CHECK_MS = 2_000; // idle cursors are looked for this often

/**
 * Other players over a board: their cursors (an arrow and a name tag in their colour), eased each
 * animation frame towards the newest place, and what each player holds outlined in their colour.
 * It lets every pointer through. Positions are written straight to the elements each frame
 * (no React render per frame); React only adds and removes them.
 */
export function CursorsOverlay({ cursors, players, holds, youId, toPx, holdBox }: CursorsOverlayProps) {
  const reducedMotion = useReducedMotion();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), FADE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const marks = cursorMarks(cursors, players, youId, Math.max(now, Date.now()));
  const outlines = holdMarks(holds, players, youId, holdBox);

  const cursorElements = useRef(new Map<string, HTMLDivElement>());
  const holdElements = useRef(new Map<string, HTMLDivElement>());
  const shown = useRef(new Map<string, Point>()); // where each cursor is drawn now (board units)
  const latest = useRef({ marks, outlines, toPx, reducedMotion });
  latest.current = { marks, outlines, toPx, reducedMotion };

  useEffect(() => {
    let frame = 0;
    let last = performance.now();
    const draw = (time: number) => {
      const elapsed = time - last;
      last = time;
      const { marks: cursorsNow, outlines: holdsNow, toPx: map, reducedMotion: instant } = latest.current;
      // A cursor that went (idle, offline) starts afresh where it next appears, not gliding in from there.
      for (const playerId of shown.current.keys()) if (!cursorsNow.some((mark) => mark.playerId === playerId)) shown.current.delete(playerId);
      for (const mark of cursorsNow) {
        const element = cursorElements.current.get(mark.playerId);
        if (!element) continue;
        const before = shown.current.get(mark.playerId);
        const at = before && !instant ? easeTowards(before, mark.at, elapsed) : mark.at;
        shown.current.set(mark.playerId, at);
        const px = map(at);
        setStyle(element, 'transform', `translate(${tenth(px.x)}px, ${tenth(px.y)}px)`);
      }
      for (const mark of holdsNow) {
        const element = holdElements.current.get(mark.playerId);
        if (!element) continue;
        const box = boxToPx(mark.box, map);
        setStyle(element, 'transform', `translate(${tenth(box.x)}px, ${tenth(box.y)}px)`);
        setStyle(element, 'width', `${tenth(box.width)}px`);
        setStyle(element, 'height', `${tenth(box.height)}px`);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div className="party-presence" aria-hidden="true" data-testid="party-presence">
      {outlines.map((mark) => (
        <div
          key={mark.playerId}
          ref={(element) => void (element ? holdElements.current.set(mark.playerId, element) : holdElements.current.delete(mark.playerId))}
          className="party-presence__hold"
          data-player={mark.playerId}
          style={{ borderColor: mark.colour }}
        />
      ))}
      {marks.map((mark) => (
        <div
          key={mark.playerId}
          ref={(element) => void (element ? cursorElements.current.set(mark.playerId, element) : cursorElements.current.delete(mark.playerId))}
          className="party-presence__cursor"
          data-player={mark.playerId}
        >
          <svg className="party-presence__arrow" viewBox="0 0 16 20" width="16" height="20">
            <path d="M1 1 L1 16 L5 12 L8 19 L11 18 L8 11 L14 11 Z" fill={mark.colour} stroke="#1f1633" strokeWidth="1.2" strokeLinejoin="round" />
          </svg>
          <span className="party-presence__name" style={{ background: mark.colour, color: inkOn(mark.colour) }}>
            {mark.name}
          </span>
        </div>
      ))}
    </div>
  );
}

/** A css length to a tenth of a px, written as the browser reads it back ("30px", "30.5px"), so unchanged values compare equal. */
const tenth = (value: number): number => Math.round(value * 10) / 10;

/** Writes a style only when it changed (most frames change nothing). */
function setStyle(element: HTMLElement, name: 'transform' | 'width' | 'height', value: string): void {
  if (element.style[name] !== value) element.style[name] = value;
}
