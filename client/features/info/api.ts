import { RETENTION_PATH } from '../../../contract/retention';
import type { RetentionBody } from '../../../contract/schemas/retention';
import { apiJson } from '../../lib/http';

/** Typed calls for the information pages. */
export const infoApi = {
  retention: (signal?: AbortSignal) => apiJson<RetentionBody>(RETENTION_PATH, signal ? { signal } : {}),
};
