import { useEffect, useEffectEvent } from 'react';
import { useKiosk } from '../../../stores/kiosk';
import { enterFullscreen, holdScreenAwake } from './device';
import { ACTIVITY_EVENTS, createIdleTimer, KIOSK_IDLE_MS } from './idle';

/**
 * What kiosk mode does to the device while it is on: full screen at the next touch (browsers
 * grant it only during a gesture, so it is asked for again after an Esc), the screen kept
 * awake, no long-press menus ("open in new tab", "save image" would be ways out), and
 * onIdle after KIOSK_IDLE_MS without a touch, a click or a key.
 */
export function useKioskDevice(active: boolean, onIdle: () => void): void {
  const idle = useEffectEvent(onIdle);
  useEffect(() => {
    if (!active) return;
    const releaseWakeLock = holdScreenAwake();
    const timer = createIdleTimer(KIOSK_IDLE_MS, () => idle());
    const onActivity = () => timer.touch();
    // pointerup, not pointerdown: a touch only counts as a gesture once the finger lifts.
    const askFullscreen = (event: Event) => {
      if (!(event instanceof KeyboardEvent && event.key === 'Escape')) enterFullscreen(() => useKiosk.getState().on);
    };
    const noMenu = (event: Event) => event.preventDefault();

    const listeners: [string, EventListener][] = [
      ...ACTIVITY_EVENTS.map((type): [string, EventListener] => [type, onActivity]),
      ['pointerup', askFullscreen],
      ['keyup', askFullscreen],
      ['contextmenu', noMenu],
    ];
    for (const [type, listener] of listeners) window.addEventListener(type, listener, { capture: true });
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, { capture: true });
      timer.stop();
      releaseWakeLock();
    };
  }, [active]);
}
