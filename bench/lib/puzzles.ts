import sharp from 'sharp';
import type { CreatedPuzzle, PuzzleBoard } from '../../contract/schemas/puzzles';
import { createPuzzleFrom, encodePuzzleForm } from './upload';

/** Creates a puzzle over real HTTP, as a browser would (a small plain photo). */
export async function createPuzzleOver(url: string, origin: string, overrides: Record<string, string> = {}): Promise<CreatedPuzzle> {
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#5b8def' } }).jpeg().toBuffer();
  return createPuzzleFrom(url, origin, await encodePuzzleForm(photo, overrides));
}

export async function boardOver(url: string, id: string): Promise<PuzzleBoard> {
  const response = await fetch(`${url}/api/puzzles/${id}`);
  if (!response.ok) throw new Error(`board failed: ${response.status}`);
  return (await response.json()) as PuzzleBoard;
}
