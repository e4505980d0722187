import { useEffect, useRef } from 'react';
import { useCoins } from '../stores/coins';
import './CoinBadge.css';

/** Earning coins sounds like it (SPEC: coin pour, then the register); files made by assets/scripts/make-coin-sounds.ts. */
const COIN_POUR_SRC = '/audio/coin-pour.wav';
const REGISTER_SRC = '/audio/register.wav';
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

/**
 * The header's coin count: 0 while nothing is stored; updates as soon as a game
 * changes it. For 1 s after a change the coin spins and the change floats up;
 * earning also plays the coin sounds (spending is silent: a picture swap costs
 * coins on every move and the board already plays its own swap sound).
 */
export function CoinBadge() {
  const coins = useCoins((s) => s.coins) ?? 0;
  const animation = useCoins((s) => s.animation);
  const played = useRef(0); // the last animation id that sounded, so a re-run effect never plays twice

  useEffect(() => {
    if (!animation || animation.delta <= 0 || played.current === animation.id) return;
    played.current = animation.id;
    play(COIN_POUR_SRC, 0.7);
    setTimeout(() => play(REGISTER_SRC, 0.6), REGISTER_DELAY_MS); // not cancelled: the earning already happened
  }, [animation]);

  const className = animation ? `coin-badge coin-badge--${animation.delta > 0 ? 'gain' : 'spend'}` : 'coin-badge';
  return (
    <span className={className} title="Your coins" data-animating={animation ? 'true' : undefined}>
      <svg key={animation?.id ?? 0} className="coin-badge__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="#f5b301" stroke="#b7791f" strokeWidth="2" />
        <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#7c4a03">
          $
        </text>
      </svg>
      <span data-testid="coin-count">{coins}</span>
      <span className="visually-hidden"> coins</span>
      {animation ? (
        <span key={animation.id} className="coin-badge__delta" aria-hidden="true">
          {animation.delta > 0 ? `+${animation.delta}` : animation.delta}
        </span>
      ) : null}
    </span>
  );
}
