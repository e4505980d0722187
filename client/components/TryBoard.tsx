import { useState } from 'react';
import type { JigsawBoardInfo } from '../../contract/schemas/jigsaw';
import { shuffledOrder } from '../../game/rules/board';
import { gridFor } from '../../game/rules/jigsaw/counts';
import type { BoardShape } from '../stores/board-shape';
import { JigsawPuzzle } from './JigsawPuzzle';
import { PhotoPuzzle } from './PhotoPuzzle';

interface TryBoardProps {
  imageUrl: string;
  side: number; // a tile swap's
  shape: BoardShape;
  storedSize: { width: number; height: number } | null; // the picture as the server stores it: a jigsaw's grid; null until known
  label: string;
  onSolved(): void;
}

/**
 * A creator's own try of the board the recipient will get, on the local picture: a local
 * shuffle of the tile swap, or the jigsaw cut as the server will cut it and dealt afresh
 * (only the recipient's board comes from the server). Remount with a new key to deal again.
 */
export function TryBoard({ imageUrl, side, shape, storedSize, label, onSolved }: TryBoardProps) {
  if (shape.puzzleType === 'swap') return <TrySwap imageUrl={imageUrl} side={side} label={label} onSolved={onSolved} />;
  if (!storedSize) return <p role="status">Cutting the pieces…</p>;
  return <TryJigsaw imageUrl={imageUrl} shape={shape} storedSize={storedSize} label={label} onSolved={onSolved} />;
}

function TrySwap({ imageUrl, side, label, onSolved }: Pick<TryBoardProps, 'imageUrl' | 'side' | 'label' | 'onSolved'>) {
  const [start] = useState(() => shuffledOrder(side * side, Math.random));
  return <PhotoPuzzle imageUrl={imageUrl} side={side} start={start} label={label} onSolved={onSolved} />;
}

function TryJigsaw({ imageUrl, shape, storedSize, label, onSolved }: Omit<TryBoardProps, 'side' | 'storedSize'> & { storedSize: { width: number; height: number } }) {
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 31));
  const grid = gridFor(shape.pieces, storedSize.width, storedSize.height);
  const info: JigsawBoardInfo = { pieces: shape.pieces, ...grid, seed, rotation: shape.rotation, resume: null };
  return <JigsawPuzzle imageUrl={imageUrl} size={storedSize} info={info} label={label} onSolved={onSolved} />;
}
