import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isLearnPath, kioskShown, LEARN_HOME, useKiosk } from '../stores/kiosk';
import { useSession } from '../stores/session';
import { useMemberTimeZone } from '../features/contacts/useMemberTimeZone';
import { Footer } from './Footer';
import { Header } from './Header';
import { useRouteTitle } from './useRouteTitle';

export function Layout() {
  const load = useSession((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  useMemberTimeZone(); // a member's occasion reminders go on their local day
  // Kiosk mode (the alphabet section's, kept on the device) keeps the device in /learn, where the
  // section draws its own bar: no site header or footer, so no coins, login, share or links out.
  const { pathname, search } = useLocation();
  useRouteTitle(pathname);
  const kioskOn = useKiosk((s) => s.on);
  if (kioskOn && !isLearnPath(pathname)) return <Navigate to={LEARN_HOME} replace />;
  const kiosk = kioskShown(kioskOn, pathname, search);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {kiosk ? null : <Header />}
      <div id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </div>
      {kiosk ? null : <Footer />}
      <ScrollRestoration />
    </div>
  );
}
