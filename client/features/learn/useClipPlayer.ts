import { useCallback, useEffect, useRef, useState } from 'react';
import { clipPath, clipText, type Clip } from '../../../game/rules/letters';

export interface ClipPlayer {
  play(clip: Clip): void;
  /** What is being said, shown as a caption (children who cannot hear it, and rooms too loud to). */
  caption: string | null;
}

/**
 * Plays the alphabet's recorded clips, one at a time: a new clip stops the one
 * playing. The recordings are the same on every device (a kiosk must sound the
 * same everywhere), so the browser's own speech is never used.
 */
export function useClipPlayer(): ClipPlayer {
  const current = useRef<HTMLAudioElement | null>(null);
  const [caption, setCaption] = useState<string | null>(null);

  const play = useCallback((clip: Clip) => {
    current.current?.pause();
    const audio = new Audio(clipPath(clip));
    current.current = audio;
    setCaption(clipText(clip));
    audio.addEventListener('ended', () => {
      if (current.current === audio) setCaption(null);
    });
    audio.play().catch(() => {
      // Blocked until the page is touched, or no audio device: the caption still says it.
    });
  }, []);

  useEffect(() => () => current.current?.pause(), []);
  return { play, caption };
}
