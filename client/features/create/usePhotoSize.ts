import { useEffect, useState } from 'react';

/** The pixel size of a chosen photo (as the browser orients it, like the server), or null until it is read. */
export function usePhotoSize(url: string | null): { width: number; height: number } | null {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (live) setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    };
    image.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return size && size.url === url ? { width: size.width, height: size.height } : null;
}
