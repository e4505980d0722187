import fs from 'node:fs';
import path from 'node:path';

/** One record of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The page module each client route loads lazily (client/app/router.tsx), by path prefix,
 * with the section element around it. Only the pages people land on from a link or a
 * search: the others are reached by navigating inside the app, with its code already there.
 * tests/server/route-chunks.test.ts checks that every module named here exists.
 */
export const LANDING_PAGES: readonly { match: RegExp; modules: readonly string[] }[] = [
  { match: /^\/$/, modules: ['features/create/CreatePage.tsx'] },
  { match: /^\/play\/[^/]+\/?$/i, modules: ['features/play/PlayPage.tsx'] },
  { match: /^\/play-puzzle-card\/[^/]+\/?$/i, modules: ['features/cards/play/CardPlayPage.tsx'] },
  { match: /^\/create-puzzle-gift\/?$/i, modules: ['features/cards/create/CardCreatorPage.tsx'] },
  { match: /^\/thedailywordpuzzle\/?$/i, modules: ['features/daily/DailyWordPage.tsx'] },
  { match: /^\/dailypuzzle\/?$/i, modules: ['features/daily/DailyPicturePage.tsx'] },
  { match: /^\/learn\/?$/i, modules: ['features/learn/kiosk/LearnSection.tsx', 'features/learn/LearnHomePage.tsx'] },
  { match: /^\/learn\/alphabet\/[^/]+\/?$/i, modules: ['features/learn/kiosk/LearnSection.tsx', 'features/learn/alphabet/AlphabetPuzzlePage.tsx'] },
  { match: /^\/learn\/alphabetlesson\/[^/]+\/?$/i, modules: ['features/learn/kiosk/LearnSection.tsx', 'features/learn/lesson/AlphabetLessonPage.tsx'] },
];

export interface RouteChunks {
  scripts: string[]; // URLs to modulepreload
  styles: string[]; // URLs of the page's stylesheets
}

/**
 * The files a landing page needs besides the entry's: its lazy chunks, what they import,
 * and their CSS, read from Vite's manifest once at start-up. Without them the browser
 * learns of the page's code only after the entry has run: one more round trip on a phone.
 */
export function loadRouteChunks(clientDir: string): (pathname: string) => RouteChunks | null {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => null; // a build without a manifest: the page still works, a little later
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const inHtml = new Set(collect(manifest, ['index.html']).map((chunk) => chunk.file)); // the entry and what Vite already preloads

  const byPage = LANDING_PAGES.map(({ match, modules }) => {
    const chunks = collect(manifest, modules).filter((chunk) => !inHtml.has(chunk.file));
    return {
      match,
      chunks: {
        scripts: chunks.map((chunk) => `/${chunk.file}`),
        styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((css) => `/${css}`),
      },
    };
  });
  return (pathname) => byPage.find((page) => page.match.test(pathname))?.chunks ?? null;
}

/** The chunks of `keys` and everything they import statically, each once. */
function collect(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return chunks;
}
