import { NavLink } from 'react-router';
import { Logo } from '../../../components/Logo';
import { LEARN_HOME } from '../../../stores/kiosk';
import { ParentGate } from './ParentGate';

/**
 * Kiosk mode's bar, in place of the site's header: the section's name, a big button back to
 * the letters, and in the corner the grown-ups' lock. No other link: nothing leads out of /learn.
 */
export function KioskBar({ onExit }: { onExit(): void }) {
  return (
    <header className="kiosk-bar">
      <span className="kiosk-bar__brand">
        <Logo className="kiosk-bar__logo" />
        Puzzle Gift ABC
      </span>
      <NavLink to={LEARN_HOME} end className="kiosk-bar__home">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="3" width="7" height="7" rx="1.5" />
          <rect x="14" y="3" width="7" height="7" rx="1.5" />
          <rect x="3" y="14" width="7" height="7" rx="1.5" />
          <rect x="14" y="14" width="7" height="7" rx="1.5" />
        </svg>
        All letters
      </NavLink>
      <ParentGate onPassed={onExit} />
    </header>
  );
}
