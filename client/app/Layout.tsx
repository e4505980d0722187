import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../stores/session';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout() {
  const load = useSession((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <div id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
