import type { AdminPresent } from '../../../contract/schemas/store';
import type { TestApp } from './app';
import { solidJpeg } from './images';

/** The admin's present form as the admin screen sends it. */
export async function presentForm(fields: Record<string, string>, picture: Buffer | null = null): Promise<FormData> {
  const form = new FormData();
  if (picture) form.append('picture', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'teapot.jpg');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export const TEAPOT = { title: 'Blue teapot', priceText: '$24', retailerUrl: 'https://www.amazon.com/dp/B0TEAPOT?tag=someone-else&color=blue' };

/** Adds a present through the admin route; throws unless 201. */
export async function addPresent(t: Pick<TestApp, 'request'>, cookie: string, fields: Record<string, string> = TEAPOT): Promise<AdminPresent> {
  const payload = await presentForm(fields, await solidJpeg(400, 300));
  const response = await t.request({ method: 'POST', url: '/api/admin/presents', headers: { cookie }, payload });
  if (response.statusCode !== 201) throw new Error(`add present failed: ${response.statusCode} ${response.body}`);
  return response.json<AdminPresent>();
}

/** Switches a feature flag as an admin; throws unless 200. */
export async function switchFlag(t: Pick<TestApp, 'request'>, cookie: string, name: string, audience: string): Promise<void> {
  const response = await t.request({ method: 'PUT', url: `/api/admin/flags/${name}`, headers: { cookie }, payload: { audience } });
  if (response.statusCode !== 200) throw new Error(`switch failed: ${response.statusCode} ${response.body}`);
}
