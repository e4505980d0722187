import { PRESENT_FIELDS } from '../../../../contract/store';
import type { AdminPresent, AdminPresentsBody } from '../../../../contract/schemas/store';
import { apiJson, readJson } from '../../../lib/http';

/** What the admin's present form holds; the picture only when one was chosen (required for a new present). */
export interface PresentDraft {
  title: string;
  priceText: string;
  retailerUrl: string;
  active: boolean;
  picture: File | null;
}

function formOf(draft: PresentDraft): FormData {
  const form = new FormData();
  form.append(PRESENT_FIELDS.title, draft.title);
  form.append(PRESENT_FIELDS.priceText, draft.priceText);
  form.append(PRESENT_FIELDS.retailerUrl, draft.retailerUrl);
  form.append(PRESENT_FIELDS.active, draft.active ? 'true' : 'false');
  if (draft.picture) form.append(PRESENT_FIELDS.picture, draft.picture, draft.picture.name);
  return form;
}

/** The gift store's admin calls; the server checks the admin role and the Origin on every one. */
export const storeAdminApi = {
  list: (signal?: AbortSignal) => apiJson<AdminPresentsBody>('/api/admin/presents', signal ? { signal } : {}),
  async add(draft: PresentDraft): Promise<AdminPresent> {
    // No content-type header: the browser sets multipart/form-data with its boundary.
    const response = await fetch('/api/admin/presents', { method: 'POST', body: formOf(draft), credentials: 'same-origin' });
    return readJson<AdminPresent>(response);
  },
  async edit(id: string, draft: PresentDraft): Promise<AdminPresent> {
    const response = await fetch(`/api/admin/presents/${encodeURIComponent(id)}`, { method: 'PUT', body: formOf(draft), credentials: 'same-origin' });
    return readJson<AdminPresent>(response);
  },
};
