/**
 * The one Chromium every browser test uses: Debian's, never a downloaded one, with
 * the flags this machine needs (no sandbox as root; no calls to Google's services,
 * which a closed network refuses).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
