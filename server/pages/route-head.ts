import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_HEAD, pageHead, titled } from '../../contract/page-heads';
import { letterEntry, letterFromPath } from '../../game/rules/letters';
import type { PuzzleContext } from '../puzzles/context';
import { headTags, type Head } from './head-tags';
import { puzzlePreview, type PuzzlePreview } from './puzzle-preview';
import type { EntryScripts } from './boot-script';
import type { StyleInliner } from './inline-styles';
import type { RouteChunks } from './route-chunks';

export interface RouteHeadDeps {
  publicUrl: string; // origin of the canonical links and of the preview picture
  puzzles: PuzzleContext; // the puzzle service's database and read cache
  log: FastifyBaseLogger;
  chunks: (pathname: string) => RouteChunks | null; // the page's lazy code (route-chunks.ts)
  inlineStyle?: StyleInliner; // its stylesheets written in the page (inline-styles.ts); else linked
  entryScripts?: EntryScripts | null; // taken out of the built page, started after its first paint (boot-script.ts)
}

/** Made by assets/scripts/make-preview-image.ts; the same picture for every page, gifts included. */
export const PREVIEW_IMAGE_PATH = '/images/link-preview.png';
const PREVIEW_IMAGE_ALT = 'Puzzle Gift: a photo puzzle with a hidden message';

/** The pages that play one puzzle: a gift's and a card's (each sends the other kind on to its own). */
export const PUZZLE_PAGE = /^\/(?:play|play-puzzle-card)\/([^/]+)\/?$/i;

/** A letter's picture puzzle (not its lesson): its board is cut from the letter's bundled picture. */
const LETTER_PUZZLE_PAGE = /^\/learn\/alphabet\/([^/]+)\/?$/i;

/**
 * The tags of the page at `pathname` (no query): its title and description from the
 * table in contract/page-heads.ts, a canonical link, a link preview, the preloads of the
 * page's own code, and on a puzzle's page the names in the preview and a preload of the
 * board's picture.
 */
export function createRouteHead(deps: RouteHeadDeps): (pathname: string) => Promise<string> {
  const previewImage = deps.publicUrl + PREVIEW_IMAGE_PATH;

  const lookUp = async (id: string): Promise<PuzzlePreview | null> => {
    try {
      return await puzzlePreview(deps.puzzles, id);
    } catch (error) {
      // The page still loads (and shows the board's own error): a preview is not worth a 500.
      deps.log.warn({ err: error, puzzleId: id }, 'reading a puzzle for its page head failed');
      return null;
    }
  };

  return async (pathname) => {
    const page = pageHead(pathname);
    const { title, description } = page ?? DEFAULT_HEAD;
    const head: Head = {
      title,
      description,
      url: page ? deps.publicUrl + page.path : null,
      preview: { title, description, image: previewImage, imageAlt: PREVIEW_IMAGE_ALT },
      preloadImage: null,
      chunks: deps.chunks(pathname) ?? { scripts: [], styles: [] },
      inlineStyle: deps.inlineStyle ?? (() => null),
      entryScripts: deps.entryScripts ?? null,
    };
    const letter = LETTER_PUZZLE_PAGE.exec(pathname)?.[1];
    if (letter !== undefined) head.preloadImage = letterEntry(letterFromPath(letter)).picture; // as the page picks it
    const id = PUZZLE_PAGE.exec(pathname)?.[1];
    const puzzle = id === undefined ? null : await lookUp(id);
    if (puzzle) {
      // Names only: the message, the photo and the e-mail addresses stay out of every preview.
      head.title = titled(puzzle.title);
      head.url = deps.publicUrl + puzzle.path;
      head.preview = { ...head.preview, title: puzzle.title, description: puzzle.description };
      head.preloadImage = puzzle.boardImage; // the page loads it anyway; the preload starts it before the scripts
    }
    return headTags(head);
  };
}
