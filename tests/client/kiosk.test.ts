import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, createIdleTimer, KIOSK_IDLE_MS } from '../../client/features/learn/kiosk/idle';
import { isLearnPath, kioskRequested, kioskShown, readStoredKiosk, withoutKioskParam } from '../../client/stores/kiosk';

describe('kiosk mode: which paths are the section', () => {
  it.each([
    { path: '/learn', section: true },
    { path: '/learn/', section: true },
    { path: '/learn/alphabet/b', section: true },
    { path: '/learn/alphabetLesson/z', section: true },
    { path: '/LEARN/Alphabet/B', section: true }, // the router ignores case
    { path: '/learning', section: false },
    { path: '/', section: false },
    { path: '/login', section: false },
    { path: '/play/learn', section: false },
  ])('$path is in the section: $section', ({ path, section }) => {
    expect(isLearnPath(path)).toBe(section);
  });
});

describe('kiosk mode: ?kiosk=1', () => {
  it.each([
    { search: '?kiosk=1', asked: true, rest: '' },
    { search: '?kiosk=true', asked: true, rest: '' },
    { search: '?voice=male&kiosk=1', asked: true, rest: '?voice=male' },
    { search: '?kiosk=0', asked: false, rest: '' }, // a URL never turns it off: that takes the parent gate
    { search: '?kiosk=', asked: false, rest: '' },
    { search: '?kiosk=yes', asked: false, rest: '' },
    { search: '', asked: false, rest: '' },
    { search: '?page=2', asked: false, rest: '?page=2' },
  ])('$search asks for kiosk mode: $asked, and leaves "$rest"', ({ search, asked, rest }) => {
    expect(kioskRequested(search)).toBe(asked);
    expect(withoutKioskParam(search)).toBe(rest);
  });

  it.each([
    { stored: false, path: '/learn', search: '', shown: false },
    { stored: true, path: '/learn', search: '', shown: true },
    { stored: true, path: '/learn/alphabet/c', search: '', shown: true },
    { stored: false, path: '/learn/alphabet/c', search: '?kiosk=1', shown: true }, // the first render, before it is stored
    { stored: false, path: '/', search: '?kiosk=1', shown: false }, // only on a /learn URL
    { stored: true, path: '/terms', search: '', shown: false }, // the layout sends that back to /learn instead
  ])('stored $stored on $path$search: kiosk bar instead of the site header: $shown', ({ stored, path, search, shown }) => {
    expect(kioskShown(stored, path, search)).toBe(shown);
  });

  it.each([
    { stored: { on: true }, on: true },
    { stored: { on: false }, on: false },
    { stored: { on: 'true' }, on: false },
    { stored: { on: 1 }, on: false },
    { stored: null, on: false },
    { stored: undefined, on: false },
    { stored: 'junk', on: false },
  ])('reads a stored $stored as on: $on', ({ stored, on }) => {
    expect(readStoredKiosk(stored)).toBe(on);
  });
});

describe('kiosk mode: the idle timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits two minutes, counting touches, mouse clicks and keys', () => {
    expect(KIOSK_IDLE_MS).toBe(120_000);
    expect([...ACTIVITY_EVENTS].sort()).toEqual(['keydown', 'pointerdown', 'touchstart']);
  });

  it.each([
    { name: 'left alone for the whole wait', touches: [], wait: 120_000, idle: 1 },
    { name: 'one moment short of it', touches: [], wait: 119_999, idle: 0 },
    { name: 'touched a minute in, then left for two', touches: [60_000], wait: 180_000, idle: 1 },
    { name: 'touched a minute in, 1 min 59 s after it', touches: [60_000], wait: 179_999, idle: 0 },
    { name: 'touched every minute', touches: [60_000, 120_000, 180_000, 240_000], wait: 300_000, idle: 0 },
    { name: 'idle once, then touched and left again', touches: [150_000], wait: 270_000, idle: 2 },
  ])('$name: idle $idle time(s)', ({ touches, wait, idle }) => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const timer = createIdleTimer(KIOSK_IDLE_MS, onIdle);
    let now = 0;
    for (const at of touches) {
      vi.advanceTimersByTime(at - now);
      now = at;
      timer.touch();
    }
    vi.advanceTimersByTime(wait - now);
    expect(onIdle).toHaveBeenCalledTimes(idle);
    timer.stop();
  });

  it('stops: no call after stop()', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const timer = createIdleTimer(KIOSK_IDLE_MS, onIdle);
    timer.stop();
    vi.advanceTimersByTime(KIOSK_IDLE_MS * 3);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
