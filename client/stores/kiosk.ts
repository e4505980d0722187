import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The alphabet section's home: the letter grid, where a kiosk starts and returns to. */
export const LEARN_HOME = '/learn';

/** Is this path in the alphabet section (/learn and below it; not /learning)? The router ignores case, so this does too. */
export function isLearnPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === LEARN_HOME || path.startsWith(`${LEARN_HOME}/`);
}

/** Does a query string ask for kiosk mode (`?kiosk=1`)? A URL can only turn it on: leaving takes the parent gate. */
export function kioskRequested(search: string): boolean {
  const value = new URLSearchParams(search).get('kiosk');
  return value === '1' || value === 'true';
}

/** The query string without its `kiosk` parameter: what stays in the address bar once the device remembers it. */
export function withoutKioskParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('kiosk');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Whether a page shows the kiosk's own bar instead of the site's header and footer:
 * kiosk mode is on (stored, or asked for by this very URL before it is stored) and the page is in the section.
 */
export function kioskShown(stored: boolean, pathname: string, search: string): boolean {
  return isLearnPath(pathname) && (stored || kioskRequested(search));
}

/** Only `true` turns kiosk mode on from storage: anything else (nothing, junk, an old format) is off. */
export function readStoredKiosk(stored: unknown): boolean {
  return (stored as { on?: unknown } | null)?.on === true;
}

interface KioskState {
  on: boolean;
  enter(): void;
  /** Only the parent gate calls this. */
  exit(): void;
}

/** Kiosk mode of the alphabet section, kept on this device (localStorage "kiosk"). */
export const useKiosk = create<KioskState>()(
  persist(
    (set) => ({
      on: false,
      enter: () => set({ on: true }),
      exit: () => set({ on: false }),
    }),
    {
      name: 'kiosk',
      partialize: ({ on }) => ({ on }),
      merge: (stored, current) => ({ ...current, on: readStoredKiosk(stored) }),
    },
  ),
);
