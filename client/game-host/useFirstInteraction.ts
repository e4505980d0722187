import { useSyncExternalStore } from 'react';
import { inBrowser } from '../lib/browser';

/**
 * Any sign that someone is using the page. Lighthouse and link-preview crawlers give
 * none; a person moves a mouse, touches the screen or presses a key within moments.
 */
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'click'] as const;

let interacted = false;
const subscribers = new Set<() => void>();

function onFirstInteraction(): void {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
  for (const notify of subscribers) notify();
  subscribers.clear();
}

// Listening starts as soon as a page with a board is loaded, not when the board mounts:
// a mouse moved while the page was still rendering counts too.
if (inBrowser) for (const type of INTERACTIONS) window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });

function subscribe(notify: () => void): () => void {
  if (interacted) return () => {};
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/**
 * True once the visitor has interacted with the page (then for the rest of the visit).
 * The board engine waits for it: Phaser is over a megabyte of script that costs a
 * phone more than a second of main thread, and the DOM tiles already show the board
 * and take picks. A page that is only looked at never pays for the engine.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}
