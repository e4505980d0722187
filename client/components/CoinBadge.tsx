import { useEffect, useRef } from 'react';
import { useAccountCoins } from '../stores/account-coins';
import { COIN_ANIMATION_MS, useCoins } from '../stores/coins';
import './CoinBadge.css';

/** Earning coins sounds like it (SPEC: coin pour, then the register); files made by assets/scripts/make-coin-sounds.ts. */
const COIN_POUR_SRC = '/audio/coin-pour.mp3';
const REGISTER_SRC = '/audio/register.mp3';
const REGISTER_DELAY_MS = 350;

function play(src: string, volume: number): void {
  try {
    const audio = new Audio(src);
    audio.volume = volume;
    // Blocked autoplay or a missing codec must never break the game: the sound is a bonus.
    void audio.play().catch(() => undefined);
  } catch {
    /* no Audio support */
  }
}

const SPIN: Keyframe[] = [
  { transform: 'rotateY(0) scale(1)' },
  { transform: 'rotateY(540deg) scale(1.35)', offset: 0.5 },
  { transform: 'rotateY(720deg) scale(1)' },
];
const FLOAT: Keyframe[] = [
  { opacity: 0, transform: 'translateY(0.4rem)' },
  { opacity: 1, offset: 0.2 },
  { opacity: 0, transform: 'translateY(-1.2rem)' },
];

/** Restarts a 1 s animation on each change (the Web Animations API restarts cleanly, even mid-flight). */
function animate(element: Element | null, keyframes: Keyframe[]): void {
  if (!element || typeof element.animate !== 'function') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  element.animate(keyframes, { duration: COIN_ANIMATION_MS, easing: 'ease-out' });
}

/**
 * The header's coin count: the account's balance when signed in, else this browser's (0 while nothing is stored); updates as soon as a game
 * changes it. For 1 s after a change the coin spins and the change floats up;
 * earning also plays the coin sounds (spending is silent: a picture swap costs
 * coins on every move and the board already plays its own swap sound).
 */
export function CoinBadge() {
  useAccountCoins(); // signed in: the account's balance, live from every device
  const coins = useCoins((s) => s.coins) ?? 0;
  const animation = useCoins((s) => s.animation);
  const icon = useRef<SVGSVGElement>(null);
  const delta = useRef<HTMLSpanElement>(null);
  const played = useRef(0); // the last animation id shown, so a re-run effect never plays twice

  useEffect(() => {
    if (!animation || played.current === animation.id) return;
    played.current = animation.id;
    animate(icon.current, SPIN);
    animate(delta.current, FLOAT);
    if (animation.delta <= 0) return;
    play(COIN_POUR_SRC, 0.7);
    setTimeout(() => play(REGISTER_SRC, 0.6), REGISTER_DELAY_MS); // not cancelled: the earning already happened
  }, [animation]);

  const kind = animation ? (animation.delta > 0 ? 'gain' : 'spend') : null;
  return (
    <span className={kind ? `coin-badge coin-badge--${kind}` : 'coin-badge'} title="Your coins" data-animating={kind ? 'true' : undefined}>
      <svg ref={icon} className="coin-badge__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="#f5b301" stroke="#b7791f" strokeWidth="2" />
        <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#7c4a03">
          $
        </text>
      </svg>
      <span data-testid="coin-count">{coins}</span>
      <span className="visually-hidden"> coins</span>
      <span ref={delta} className="coin-badge__delta" aria-hidden="true">
        {animation ? (animation.delta > 0 ? `+${animation.delta}` : animation.delta) : ''}
      </span>
    </span>
  );
}
