import { useEffect, useState, type AnimationEvent } from 'react';
import { inBrowser } from '../lib/browser';
import './GiftIntro.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const LAST_ANIMATION = 'gift-intro-out'; // GiftIntro.css: when it ends, the intro is gone

// Once per page load: choosing another size reloads the board (and remounts this), never the gift's opening.
let openedThisLoad = false;

/**
 * A gift's opening (issue 19: the play page as the moment): an envelope "From Ann" opens over the
 * board and fades, in under 2 s of CSS animation. Skip, any click or any key ends it at once. Shown
 * only in the browser: the server's first screen is the board itself (its picture is the page's
 * largest paint), which keeps painting underneath. It takes no pointer itself (but its Skip): a tap
 * meant for the board both ends it and reaches the board. None under reduced motion, and none on a
 * gift already solved (its page does not render this).
 */
export function GiftIntro({ senderName }: { senderName: string }) {
  // In the app's first render already (no hydration: it replaces the server's screen in one go).
  const [showing, setShowing] = useState(() => inBrowser && !openedThisLoad && !window.matchMedia(REDUCED_MOTION).matches);

  useEffect(() => {
    if (showing) openedThisLoad = true;
  }, [showing]);

  useEffect(() => {
    if (!showing) return;
    const skip = () => setShowing(false);
    window.addEventListener('keydown', skip, true);
    window.addEventListener('pointerdown', skip, true);
    return () => {
      window.removeEventListener('keydown', skip, true);
      window.removeEventListener('pointerdown', skip, true);
    };
  }, [showing]);

  if (!showing) return null;
  const ended = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && event.animationName === LAST_ANIMATION) setShowing(false);
  };
  return (
    <div className="gift-intro" data-testid="gift-intro" onAnimationEnd={ended}>
      <div className="gift-intro__envelope" aria-hidden="true">
        <div className="gift-intro__letter">A puzzle for you</div>
        <div className="gift-intro__pocket" />
        <div className="gift-intro__flap" />
        <div className="gift-intro__seal" />
      </div>
      <p className="gift-intro__from">From {senderName}</p>
      <button type="button" className="button button--ghost gift-intro__skip" onClick={() => setShowing(false)}>
        Skip
      </button>
    </div>
  );
}
