/**
 * The browser features a kiosk asks for: full screen and a screen wake lock. Each is
 * feature-detected and may be refused (no gesture yet, battery saver, an iPhone, an iframe):
 * a kiosk works without them, so nothing here ever throws.
 */

/**
 * Full screen, if the browser allows it now (it must be called during a touch, click or key press).
 * `wanted` is asked again once it is granted: a kiosk turned off meanwhile (the same tap that
 * answered the parent gate) must not be left in full screen.
 */
export function enterFullscreen(wanted: () => boolean = () => true): void {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root
    .requestFullscreen({ navigationUI: 'hide' })
    .then(() => {
      if (!wanted()) leaveFullscreen();
    })
    .catch(() => {});
}

export function leaveFullscreen(): void {
  if (!document.fullscreenElement || typeof document.exitFullscreen !== 'function') return;
  document.exitFullscreen().catch(() => {});
}

/**
 * Keeps the screen on while the page is visible: the browser drops the lock whenever the page is
 * hidden, so it is asked for again each time the page becomes visible. Returns the release.
 */
export function holdScreenAwake(): () => void {
  if (!('wakeLock' in navigator) || typeof navigator.wakeLock?.request !== 'function') return () => {};
  let lock: WakeLockSentinel | null = null;
  let stopped = false;
  const acquire = async () => {
    if (stopped || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
    try {
      const granted = await navigator.wakeLock.request('screen');
      if (stopped) void granted.release().catch(() => {});
      else lock = granted;
    } catch {
      // Refused (battery saver, not allowed here): the screen may sleep, the kiosk still works.
    }
  };
  const onVisibility = () => void acquire();
  document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    void lock?.release().catch(() => {});
    lock = null;
  };
}
