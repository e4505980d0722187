import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CoinBadge } from '../components/CoinBadge';
import { Logo } from '../components/Logo';
import { useSession } from '../stores/session';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/DailyPuzzle', label: 'Daily Puzzle' },
  { to: '/thedailywordpuzzle', label: 'Daily Word' },
  { to: '/benefits', label: 'Benefits' },
];

export function Header() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation (link, redirect, back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);

  // Escape closes an open menu, as users expect of a disclosure.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function onLogout() {
    try {
      await logout();
    } finally {
      setMenuOpen(false);
      void navigate('/');
    }
  }

  const onLoginPage = pathname.toLowerCase() === '/login';

  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        <Logo className="site-header__logo" />
        Puzzle Gift
      </Link>
      <span className="site-header__coins">
        <CoinBadge />
      </span>
      <button
        type="button"
        className="site-header__toggle"
        aria-expanded={menuOpen}
        aria-controls="site-nav"
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <span className="visually-hidden">Menu</span>
        <MenuIcon open={menuOpen} />
      </button>
      <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end onClick={() => setMenuOpen(false)}>
            {link.label}
          </NavLink>
        ))}
        {user ? (
          <>
            <NavLink to="/my-gifts" onClick={() => setMenuOpen(false)}>
              My gifts
            </NavLink>
            <NavLink to="/contacts" onClick={() => setMenuOpen(false)}>
              Contacts
            </NavLink>
            <NavLink to="/account" onClick={() => setMenuOpen(false)}>
              Account
            </NavLink>
            <button type="button" className="button button--ghost" onClick={() => void onLogout()}>
              Logout
            </button>
          </>
        ) : onLoginPage ? null : (
          <NavLink to="/login" className="button button--ghost" onClick={() => setMenuOpen(false)}>
            Login
          </NavLink>
        )}
      </nav>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  );
}
