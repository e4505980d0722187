/**
 * Text on a player's colour: dark on the light ones (the yellows, the white), white on the rest,
 * so every name tag can be read whatever colour its player got (game/rules/party/players.ts).
 */
const DARK_INK = '#1f1633';
const LIGHT_INK = '#ffffff';

/** Relative luminance (WCAG) of a #rrggbb colour; null when it is not one. */
export function luminance(colour: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((hex) => {
    const channel = parseInt(hex, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The ink with the better contrast on `colour` (dark for an unknown one). */
export function inkOn(colour: string): string {
  const light = luminance(colour);
  if (light === null) return DARK_INK;
  // Contrast against white is 1.05 / (L + 0.05); against the dark ink (L + 0.05) / 0.061.
  return 1.05 / (light + 0.05) >= (light + 0.05) / 0.061 ? LIGHT_INK : DARK_INK;
}
