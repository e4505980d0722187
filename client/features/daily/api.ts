import type { DailyPictureBody, DailyWordBody } from '../../../contract/schemas/daily';
import { ApiError, apiJson } from '../../lib/http';

/** The two daily games' calls (contract/schemas/daily.ts). */
export const dailyApi = {
  /** The word of a UTC day: the scheduled one, else the library's; the fallback word (fallback: true) only with the library off. */
  word(date: string, signal?: AbortSignal): Promise<DailyWordBody> {
    return apiJson<DailyWordBody>(`/api/daily/word?date=${encodeURIComponent(date)}`, signal ? { signal } : {});
  },
  /** The picture of a local day (scheduled, else the library's), or null when there is none (404 'no-picture', library off). */
  async picture(date: string, signal?: AbortSignal): Promise<DailyPictureBody | null> {
    try {
      return await apiJson<DailyPictureBody>(`/api/daily/picture?date=${encodeURIComponent(date)}`, signal ? { signal } : {});
    } catch (error) {
      if (error instanceof ApiError && error.code === 'no-picture') return null;
      throw error;
    }
  },
};
