/**
 * Words for the jigsaw's accessible mirror: the names of its buttons and what
 * the live region says. Rows and columns count from 1, piece numbers too.
 */
import { cellLabel } from '../accessibility';
import { isCornerPiece, isEdgePiece, type JigsawGrid } from './grid';

/** A loose piece: "Jigsaw piece 5, belongs at row 1, column 5, edge". */
export function loosePieceName(grid: JigsawGrid, piece: number): string {
  const where = isCornerPiece(grid, piece) ? ', corner' : isEdgePiece(grid, piece) ? ', edge' : '';
  return `Jigsaw piece ${piece + 1}, belongs at ${cellLabel(piece, grid.columns)}${where}`;
}

export const placedPieceName = (piece: number): string => `Jigsaw piece ${piece + 1}, in place`;

export const emptySlotName = (grid: JigsawGrid, slot: number): string => `Empty slot at ${cellLabel(slot, grid.columns)}`;

export const placedProgress = (placed: number, total: number): string => `${placed} of ${total} pieces placed`;

export const chosenAnnouncement = (piece: number): string => `Jigsaw piece ${piece + 1} chosen. Now choose its slot.`;

export const refusedAnnouncement = (grid: JigsawGrid, piece: number, slot: number): string =>
  `Jigsaw piece ${piece + 1} does not belong at ${cellLabel(slot, grid.columns)}.`;

export const jigsawSolvedAnnouncement = 'Solved! Every piece is in place.';

/** The note over a jigsaw continued from another visit or device: how many pieces are placed or joined (settledCount). */
export function jigsawResumeNote(settled: number, total: number, solved: boolean): string {
  return solved ? 'Welcome back — you finished this jigsaw' : `Welcome back — ${settled} of ${total} pieces are placed or joined`;
}
