import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CoinBadge } from '../components/CoinBadge';
import { useSession } from '../stores/session';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/DailyPuzzle', label: 'Daily Puzzle' },
  { to: '/thedailywordpuzzle', label: 'Daily Word' },
  { to: '/benefits', label: 'Benefits' },
];

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);

  async function onLogout() {
    await logout();
    setMenuOpen(false);
    void navigate('/');
  }

  return (
    <header className="site-header">
      <CoinBadge />
      <Link to="/" className="site-header__brand">
        Puzzle Gift
      </Link>
      <button
        type="button"
        className="site-header__toggle"
        aria-expanded={menuOpen}
        aria-controls="site-nav"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="visually-hidden">Menu</span>
        <span aria-hidden="true">☰</span>
      </button>
      <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end onClick={() => setMenuOpen(false)}>
            {link.label}
          </NavLink>
        ))}
        {user ? (
          <button type="button" className="button button--ghost" onClick={() => void onLogout()}>
            Logout
          </button>
        ) : pathname.toLowerCase() === '/login' ? null : (
          <NavLink to="/login" className="button button--ghost" onClick={() => setMenuOpen(false)}>
            Login
          </NavLink>
        )}
      </nav>
    </header>
  );
}
