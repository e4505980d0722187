import sharp from 'sharp';
import type { CreatedPuzzle, PuzzleBoard } from '../../contract/schemas/puzzles';
import { puzzleForm, validPuzzleFields } from '../../tests/server/helpers/multipart';

/** Creates a puzzle over real HTTP, as a browser would. */
export async function createPuzzleOver(url: string, origin: string, overrides: Record<string, string> = {}): Promise<CreatedPuzzle> {
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#5b8def' } }).jpeg().toBuffer();
  const response = await fetch(`${url}/api/puzzles`, {
    method: 'POST',
    headers: { origin },
    body: puzzleForm(validPuzzleFields(overrides), { data: photo }),
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreatedPuzzle;
}

export async function boardOver(url: string, id: string): Promise<PuzzleBoard> {
  const response = await fetch(`${url}/api/puzzles/${id}`);
  if (!response.ok) throw new Error(`board failed: ${response.status}`);
  return (await response.json()) as PuzzleBoard;
}
