import { useEffect, useState } from 'react';

export type PictureState =
  | { status: 'none' } // a letters board: nothing to load
  | { status: 'loading' }
  | { status: 'ready'; image: HTMLImageElement }
  | { status: 'error' };

/**
 * Downloads and decodes a board picture before the engine starts: the host needs its
 * size to lay out the board (and the skeleton) at the right aspect ratio, and the
 * scene cuts its tiles from this very element instead of loading it a second time.
 */
export function usePicture(url: string | null): PictureState {
  const [loaded, setLoaded] = useState<{ url: string; state: PictureState } | null>(null);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    const image = new Image();
    // A picture from another origin must be fetched with CORS, or WebGL refuses to use it.
    const address = new URL(url, window.location.href);
    if (address.protocol.startsWith('http') && address.origin !== window.location.origin) image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.src = url;
    image
      .decode()
      .then(() => {
        if (cancelled) return;
        const usable = image.naturalWidth > 0 && image.naturalHeight > 0;
        setLoaded({ url, state: usable ? { status: 'ready', image } : { status: 'error' } });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ url, state: { status: 'error' } });
      });
    return () => {
      cancelled = true;
    };
  }, [url]);

  if (!url) return { status: 'none' };
  return loaded?.url === url ? loaded.state : { status: 'loading' };
}
