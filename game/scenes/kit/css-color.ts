/**
 * A Phaser colour as CSS, for what the host draws in the DOM in a scene's palette
 * (the board before its engine): `0x16a34a` → `#16a34a`, with an alpha `#16a34a59`.
 */
export function cssColor(color: number, alpha = 1): string {
  const rgb = `#${color.toString(16).padStart(6, '0')}`;
  return alpha >= 1 ? rgb : rgb + Math.round(Math.max(0, alpha) * 255).toString(16).padStart(2, '0');
}
