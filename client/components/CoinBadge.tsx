import { useCoins } from '../stores/coins';

/** The header's coin count: 0 while nothing is stored; updates as soon as a game changes it. */
export function CoinBadge() {
  const coins = useCoins((s) => s.coins) ?? 0;
  return (
    <span className="coin-badge" title="Your coins">
      <svg className="coin-badge__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="#f5b301" stroke="#b7791f" strokeWidth="2" />
        <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#7c4a03">
          $
        </text>
      </svg>
      <span data-testid="coin-count">{coins}</span>
      <span className="visually-hidden"> coins</span>
    </span>
  );
}
