import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';

/** A file of a miniature build: its text, or a file of the repository copied as it is. */
export type ClientFile = string | { copyOf: string };

/** A built client in miniature: a temp folder holding `files` by their path in it. */
export function fakeClient(files: Record<string, ClientFile>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-client-'));
  for (const [name, file] of Object.entries(files)) {
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (typeof file === 'string') fs.writeFileSync(target, file);
    else fs.copyFileSync(file.copyOf, target);
  }
  return dir;
}

/** For one describe block: the app serving a miniature build of `files`, closed and removed after the block. */
export function appServing(files: Record<string, ClientFile>): { readonly app: TestApp; readonly dir: string } {
  const state = {} as { app: TestApp; dir: string };
  beforeAll(async () => {
    state.dir = fakeClient(files);
    state.app = await buildTestApp({ CLIENT_DIR: state.dir });
  });
  afterAll(async () => {
    await state.app.close();
    fs.rmSync(state.dir, { recursive: true, force: true });
  });
  return state;
}
