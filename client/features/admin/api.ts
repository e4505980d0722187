import type {
  ScheduleDayBody,
  ScheduledPicture,
  ScheduledWord,
  ScheduleMonthBody,
  WordScheduleBody,
} from '../../../contract/schemas/daily';
import { PICTURE_FILE_FIELD, PICTURE_MESSAGE_FIELD } from '../../../contract/daily';
import { ApiError, apiJson, readJson } from '../../lib/http';

const day = (date: string) => `/api/admin/schedule/${encodeURIComponent(date)}`;

/** The admin scheduler's calls; the server checks the admin role on every one. */
export const adminApi = {
  month: (month: string, signal?: AbortSignal) =>
    apiJson<ScheduleMonthBody>(`/api/admin/schedule?month=${encodeURIComponent(month)}`, signal ? { signal } : {}),
  day: (date: string, signal?: AbortSignal) => apiJson<ScheduleDayBody>(day(date), signal ? { signal } : {}),
  saveWord: (date: string, body: WordScheduleBody) => apiJson<ScheduledWord>(`${day(date)}/word`, { method: 'PUT', body }),
  async savePicture(date: string, image: File, message: string): Promise<ScheduledPicture> {
    const form = new FormData();
    form.append(PICTURE_MESSAGE_FIELD, message);
    form.append(PICTURE_FILE_FIELD, image, image.name);
    // No content-type header: the browser sets multipart/form-data with its boundary.
    const response = await fetch(`${day(date)}/picture`, { method: 'PUT', body: form, credentials: 'same-origin' });
    return readJson<ScheduledPicture>(response);
  },
  /** The day's stored picture as a file, so its message can be edited without choosing the picture again. */
  async storedPicture(imageUrl: string): Promise<File> {
    const response = await fetch(imageUrl, { credentials: 'same-origin' });
    if (!response.ok) throw new ApiError(response.status, 'The stored picture could not be read.');
    const blob = await response.blob();
    // Stored as "{date}__{name}-{tag}.jpg": hand back "{name}.jpg" so a re-save does not stack prefixes.
    const stored = imageUrl.split('/').pop() ?? 'picture.jpg';
    const name = stored.replace(/^\d{4}-\d{2}-\d{2}__/, '').replace(/-[A-Za-z0-9_-]{8}\.jpg$/, '.jpg');
    return new File([blob], name, { type: blob.type || 'image/jpeg' });
  },
};
