import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_BOARD_ELEMENT } from '../../contract/puzzles';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { SHELLS_FILE, SSR_ENTRY, type RouteShell } from '../../server/pages/route-shells';
import { listPuzzleEvents } from '../../server/repos/puzzle-events';
import { appServing } from './helpers/built-client';
import { postSave, saveWithPlaced } from './helpers/jigsaw';
import { createPuzzle, getBoard } from './helpers/puzzles';

const MESSAGE = 'A jigsaw for your birthday';
const LOADING = '<main class="page page--medium"><p role="status">Loading puzzle...</p></main>';
const LOADING_SHELLS: RouteShell[] = ['/play/*', '/play-puzzle-card/*'].map((page) => ({ path: page, html: LOADING }));
const DATA = new RegExp(`<script type="application/json" id="${PAGE_BOARD_ELEMENT}">([^<]*)</script>`);
const pageBoard = (html: string) => JSON.parse(DATA.exec(html)?.[1] ?? 'null') as PuzzleBoard | null;

/** server/pages/puzzle-screen.ts with a jigsaw: the page carries the jigsaw's board answer, as the API gives it. */
describe('a jigsaw gift’s page, rendered per request', () => {
  const site = appServing({
    'index.html': { copyOf: 'client/index.html' },
    [SHELLS_FILE]: JSON.stringify(LOADING_SHELLS),
    [SSR_ENTRY]: `export * from ${JSON.stringify(path.resolve('client/app/shell.tsx'))};`,
  });

  it('carries the jigsaw and its kept save in the page, never the message, and records no opening', async () => {
    const { id } = await createPuzzle(site.app, { puzzleType: 'jigsaw', pieces: '12', message: MESSAGE });
    const response = await site.app.request({ method: 'GET', url: `/play/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(MESSAGE);
    const board = pageBoard(response.body);
    expect(board).toMatchObject({ id, puzzleType: 'jigsaw', jigsaw: { pieces: 12, resume: null } });
    expect(await listPuzzleEvents(site.app.app.db, id)).not.toContainEqual(expect.objectContaining({ kind: 'opened' }));

    const jigsaw = (await getBoard(site.app, id)).jigsaw;
    if (!jigsaw) throw new Error('no jigsaw');
    const save = saveWithPlaced(jigsaw, 3);
    await postSave(site.app, id, save, 'progress');
    const again = await site.app.request({ method: 'GET', url: `/play/${id}` });
    expect(pageBoard(again.body)?.jigsaw?.resume).toEqual(save);
  });
});
