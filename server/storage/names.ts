import { randomBytes } from 'node:crypto';

/** A folder is one lowercase word (e.g. "puzzles", "daily"); it is never taken from a path. */
const SAFE_FOLDER = /^[a-z][a-z0-9-]{0,39}$/;
/** One dot only, before a short extension: no separators, no "..", no hidden or temp files. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,5}$/;

export const isSafeFolder = (folder: string): boolean => SAFE_FOLDER.test(folder);
export const isSafeFileName = (name: string): boolean => SAFE_NAME.test(name);

/** The folder itself; throws for an unsafe one. */
export function safeFolder(folder: string): string {
  if (!isSafeFolder(folder)) throw new Error(`unsafe storage folder: ${JSON.stringify(folder)}`);
  return folder;
}

/**
 * `folder/name`, the one place both stores turn a caller's strings into a location (a path
 * below the uploads folder, or an object key): throws for an unsafe folder or name, so no
 * string a caller passes reaches outside the uploads, on disk or in the bucket.
 */
export function safeLocation(folder: string, name: string): string {
  safeFolder(folder);
  if (!isSafeFileName(name)) throw new Error(`unsafe storage file name: ${JSON.stringify(name)}`);
  return `${folder}/${name}`;
}

/** A fresh name that is never reused, so stored files can be cached forever: 22 url-safe characters + extension. */
export function randomFileName(extension: string): string {
  const name = `${randomBytes(16).toString('base64url')}.${extension}`;
  if (!isSafeFileName(name)) throw new Error(`unsafe extension: ${extension}`);
  return name;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The media type of a stored picture by its extension; null for any other file (never served). */
export function contentTypeOf(name: string): string | null {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? null;
}
