import { SITE_NAME } from '../../contract/page-heads';
import { BOARD_PICTURE_SIZES, pictureSrcset } from '../../contract/pictures';
import { escapeHtml } from '../mail/templates/layout';
import { bootScript, type EntryScripts } from './boot-script';
import { stylesheet, type StyleInliner } from './inline-styles';

/** What a page's <head> says of it; every text is plain and is escaped here. */
export interface Head {
  title: string;
  description: string;
  url: string | null; // absolute canonical address; null for a path the app does not know
  preview: {
    title: string;
    description: string;
    image: string; // absolute: chat apps and crawlers fetch it from elsewhere
    imageAlt: string;
  };
  preloadImage: string | null; // the board's stored picture, asked for before the scripts that draw it
  chunks: { scripts: string[]; styles: string[] }; // the page's own code, fetched alongside the entry's
  entryScripts: EntryScripts | null; // the app's entry, started after the first paint (boot-script.ts); null: the built page starts it
  inlineStyle: StyleInliner; // a page's stylesheet as text, written in the page (inline-styles.ts)
}

export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 }; // assets/scripts/make-preview-image.ts

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The board's picture, in the copy the board will ask for on this screen (contract/pictures.ts):
 * `imagesrcset` lets the browser pick by its density, as the board does.
 */
function preloadPicture(imageUrl: string): string {
  const srcset = pictureSrcset(imageUrl);
  const choice = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(BOARD_PICTURE_SIZES)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(imageUrl)}"${choice} fetchpriority="high" />`;
}

/** The tags, one a line, in the order a reader of the source expects: title and description first. */
export function headTags(head: Head): string {
  const { preview } = head;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.url ? `<link rel="canonical" href="${escapeHtml(head.url)}" />` : '',
    // Open Graph (Facebook, WhatsApp, iMessage, Slack, LinkedIn) and Twitter's large card.
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    head.url ? meta('property', 'og:url', head.url) : '',
    meta('property', 'og:image', preview.image),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    head.preloadImage ? preloadPicture(head.preloadImage) : '',
    ...head.chunks.styles.map((href) => stylesheet(escapeHtml(href), head.inlineStyle)),
    ...(head.entryScripts
      ? [bootScript(head.entryScripts, head.chunks.scripts)]
      : head.chunks.scripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" />`)),
  ];
  return tags.filter(Boolean).join('\n    ');
}
