import type { ReportAnswer, ReportBody } from '../../../contract/schemas/moderation';
import { apiJson } from '../../lib/http';

/** "Report this gift": the one call the dialog makes (contract/schemas/moderation.ts). */
export const reportApi = {
  report: (puzzleId: string, body: ReportBody) =>
    apiJson<ReportAnswer>(`/api/puzzles/${encodeURIComponent(puzzleId)}/reports`, { method: 'POST', body }),
};
