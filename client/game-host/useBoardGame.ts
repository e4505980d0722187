import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { BoardRenderState } from '../../game/scenes/SwapBoardScene';
import { tilesKey } from '../../game/scenes/board-geometry';
import { boardResolution, createBoardGame, type BoardHandle } from './bridge';
import type { BoardTiles, Celebration } from './types';

export interface BoardGameInput {
  enabled: boolean; // false while the picture is still loading
  tiles: BoardTiles;
  picture: HTMLImageElement | null;
  width: number;
  state: BoardRenderState;
  sound: boolean;
  celebration: Celebration | null; // played once when state.solved turns true
  onPick: (position: number) => void;
}

export interface BoardGame {
  ready: boolean; // the scene has drawn its first frame of tiles
  failed: boolean; // the engine could not start (the mirror still works)
}

/**
 * Creates the Phaser game lazily, once per mount and per picture/grid, and keeps it
 * in step with the props. Under React StrictMode the first mount is torn down at once:
 * its game is destroyed as soon as it exists, and the second mount builds its own.
 */
export function useBoardGame(hostRef: RefObject<HTMLDivElement | null>, input: BoardGameInput): BoardGame {
  const { enabled, tiles, picture, width, state, sound } = input;
  const [handle, setHandle] = useState<BoardHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(input);
  const pendingCelebration = useRef<Celebration | null>(null);
  useLayoutEffect(() => {
    latest.current = input;
  });

  const key = tilesKey(tiles);
  useEffect(() => {
    const host = hostRef.current;
    if (!enabled || !host) return;
    let cancelled = false;
    let created: BoardHandle | null = null;
    // A fresh holder per game: a game being torn down never shares a parent with its successor.
    const holder = document.createElement('div');
    holder.className = 'swap-board__engine';
    host.appendChild(holder);
    createBoardGame(holder, () => {
      const now = latest.current;
      return {
        tiles: now.tiles,
        picture,
        width: now.width,
        resolution: boardResolution(),
        state: now.state,
        sound: now.sound,
        events: {
          pick: (position) => latest.current.onPick(position),
          ready: () => {
            if (!cancelled) setReady(true);
          },
        },
      };
    })
      .then((board) => {
        if (cancelled) return board.destroy();
        created = board;
        setHandle(board);
      })
      .catch((error: unknown) => {
        console.error('The board could not start', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      created?.destroy();
      holder.remove();
      setHandle(null);
      setReady(false);
    };
  }, [enabled, key, picture, hostRef]);

  const { order, selected, placed, solved, highlightPlaced, gap } = state;
  useEffect(() => {
    handle?.render({ order, selected, placed, solved, highlightPlaced, gap });
  }, [handle, order, selected, placed, solved, highlightPlaced, gap]);
  useEffect(() => handle?.resize(width), [handle, width]);
  useEffect(() => handle?.setSound(sound), [handle, sound]);
  // Confetti when the board turns solved (not when it mounts solved); if the engine is
  // still loading, the burst waits for it.
  const wasSolved = useRef(solved);
  useEffect(() => {
    const turnedSolved = solved && !wasSolved.current;
    wasSolved.current = solved;
    const celebration = latest.current.celebration;
    if (turnedSolved && celebration) pendingCelebration.current = celebration;
    if (handle && pendingCelebration.current) {
      handle.celebrate(pendingCelebration.current);
      pendingCelebration.current = null;
    }
  }, [solved, handle]);

  return { ready, failed };
}
