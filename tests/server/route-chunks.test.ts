import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES, loadRouteChunks } from '../../server/pages/route-chunks';

/** A client dir with a Vite manifest: the entry imports a shared chunk; the play page imports it and one of its own. */
function clientWithManifest(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    '_board.js': { file: 'assets/board-1.js', css: ['assets/board-1.css'], imports: ['_runtime.js'] },
    'features/play/PlayPage.tsx': { file: 'assets/PlayPage-1.js', imports: ['index.html', '_runtime.js', '_board.js'], css: ['assets/PlayPage-1.css'] },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('route chunks', () => {
  it.each(LANDING_PAGES.flatMap((page) => page.modules))('names a page module that exists: %s', (module) => {
    expect(fs.existsSync(path.join('client', module))).toBe(true);
  });

  it("lists a landing page's own chunks and styles, without what the entry already loads", () => {
    const chunks = loadRouteChunks(clientWithManifest());
    expect(chunks('/play/abc')).toEqual({
      scripts: ['/assets/PlayPage-1.js', '/assets/board-1.js'],
      styles: ['/assets/PlayPage-1.css', '/assets/board-1.css'],
    });
    expect(chunks('/PLAY/abc/')).not.toBeNull(); // the router ignores case and a trailing slash
    expect(chunks('/terms')).toBeNull(); // not a landing page
    expect(chunks('/play/abc/extra')).toBeNull();
  });

  it('preloads nothing when the build has no manifest', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
    expect(loadRouteChunks(empty)('/play/abc')).toBeNull();
  });
});
