import type { JigsawProgress, JigsawSaveBody } from '../../../contract/schemas/jigsaw';
import type { MovesBody, ProgressBody, PuzzleBoard, SolvedBody } from '../../../contract/schemas/puzzles';
import { apiJson } from '../http';

/** The recipient's calls: the board (never the message), progress reports, and the verified solve. */
export const playApi = {
  board(id: string, gridSize?: number, signal?: AbortSignal): Promise<PuzzleBoard> {
    const query = gridSize === undefined ? '' : `?gridSize=${gridSize}`;
    return apiJson<PuzzleBoard>(`/api/puzzles/${encodeURIComponent(id)}${query}`, signal ? { signal } : {});
  },
  reportMoves(id: string, body: MovesBody): Promise<ProgressBody> {
    return apiJson<ProgressBody>(`/api/puzzles/${encodeURIComponent(id)}/moves`, { body });
  },
  solve(id: string, body: MovesBody): Promise<SolvedBody> {
    return apiJson<SolvedBody>(`/api/puzzles/${encodeURIComponent(id)}/solve`, { body });
  },
  reportJigsaw(id: string, body: JigsawSaveBody): Promise<JigsawProgress> {
    return apiJson<JigsawProgress>(`/api/puzzles/${encodeURIComponent(id)}/jigsaw`, { body });
  },
  solveJigsaw(id: string, body: JigsawSaveBody): Promise<SolvedBody> {
    return apiJson<SolvedBody>(`/api/puzzles/${encodeURIComponent(id)}/jigsaw/solve`, { body });
  },
};
