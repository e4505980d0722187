/// <reference types="vite-plugin-pwa/vanillajs" />
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useKiosk, kioskRequested, LEARN_HOME, withoutKioskParam } from '../../../stores/kiosk';
import { useLearnVoice } from '../../../stores/learn-voice';
import { leaveFullscreen } from './device';
import { KioskBar } from './KioskBar';
import { useKioskDevice } from './useKioskDevice';
import './kiosk.css';

/**
 * The element around every /learn page. It makes the section an offline web app (its manifest
 * and service worker, which no other page of the site loads), and in kiosk mode draws the
 * section's own bar (the site's Layout then leaves out its header and footer) and runs the
 * kiosk's behaviours: full screen, screen awake, and back to the letters when left alone.
 */
export default function LearnSection() {
  const kiosk = useKiosk((s) => s.on);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [resets, setResets] = useState(0);
  useOfflineApp();

  // ?kiosk=1 turns kiosk mode on and is kept on the device; the address bar drops it.
  const asked = kioskRequested(search);
  useEffect(() => {
    if (!asked) return;
    useKiosk.getState().enter();
    void navigate({ pathname, search: withoutKioskParam(search), hash }, { replace: true });
  }, [asked, navigate, pathname, search, hash]);

  useKioskDevice(kiosk, () => {
    useLearnVoice.getState().reset();
    setResets((n) => n + 1); // a new bar: a grown-ups' question left open closes
    void navigate(LEARN_HOME, { replace: true });
  });

  const exit = () => {
    useKiosk.getState().exit();
    leaveFullscreen(); // the wake lock goes with the kiosk's effects
  };

  return (
    <div className={kiosk ? 'learn-section learn-section--kiosk' : 'learn-section'}>
      {kiosk && <KioskBar key={resets} onExit={exit} />}
      <Outlet />
    </div>
  );
}

/** The section's manifest link (only its pages are an installable app) and its service worker, registered once. */
function useOfflineApp() {
  useEffect(() => {
    const links = [
      Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' }),
      Object.assign(document.createElement('link'), { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }),
    ];
    document.head.append(...links);
    registerServiceWorker();
    return () => links.forEach((link) => link.remove());
  }, []);
}

let registered = false;
function registerServiceWorker() {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  // Only here: the rest of the site never downloads the register code or workbox-window.
  whenPageIsIdle(() => void import('virtual:pwa-register').then(({ registerSW }) => registerSW()));
}

/**
 * Runs `task` once the page has loaded and the main thread is idle. Installing the worker fetches and
 * stores the whole section (megabytes of code, pictures and voices): started with the page's first
 * render, it competed with the letter's own picture and code on a phone and added its script's work
 * to the first interaction's wait. A visit of a few seconds still gets it (`IDLE_LIMIT_MS`).
 */
const IDLE_LIMIT_MS = 2000;
function whenPageIsIdle(task: () => void) {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: IDLE_LIMIT_MS }) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
