import { heartPath, polygon, starPath, ticketPath } from './paths';
import { num } from './svg';

/**
 * The motifs, each drawn around the origin at a given size (about its width) so the
 * scene can place and turn it with one transform. Geometry is written at its real
 * size rather than scaled, so strokes keep the same weight on small and big shapes.
 */

export type Motif = 'balloon' | 'hat' | 'star' | 'sparkle' | 'heart' | 'rings' | 'flower' | 'snowflake' | 'bauble' | 'tree' | 'ticket' | 'tag' | 'coin';

export interface Paint {
  fill: string;
  accent: string; // strings, caps, outlines
  opacity: number;
}

/** A white gloss that makes round things read as shiny objects rather than flat dots. */
function gloss(x: number, y: number, rx: number, ry: number): string {
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="#fff" fill-opacity="0.45"/>`;
}

function filled(d: string, { fill, opacity }: Paint): string {
  return `<path d="${d}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

function balloon(s: number, paint: Paint): string {
  return (
    `<path d="M0 ${num(0.32 * s)}q${num(0.09 * s)} ${num(0.18 * s)} 0 ${num(0.34 * s)}t0 ${num(0.34 * s)}" fill="none" stroke="${paint.accent}" stroke-width="2" stroke-opacity="0.6"/>` +
    `<path d="${polygon([[-0.05 * s, 0.33 * s], [0.05 * s, 0.33 * s], [0, 0.27 * s]])}" fill="${paint.fill}"/>` +
    `<ellipse cy="${num(-0.08 * s)}" rx="${num(0.34 * s)}" ry="${num(0.41 * s)}" fill="${paint.fill}" fill-opacity="${paint.opacity}"/>` +
    gloss(-0.13 * s, -0.24 * s, 0.06 * s, 0.12 * s)
  );
}

/** A party hat: a cone with two white bands and a pompom. */
function hat(s: number, paint: Paint): string {
  const band = (y: number, half: number) => `M${num(-half * s)} ${num(y * s)}L${num(half * s)} ${num(y * s)}`;
  return (
    filled(polygon([[0, -0.45 * s], [0.3 * s, 0.4 * s], [-0.3 * s, 0.4 * s]]), paint) +
    `<path d="${band(-0.05, 0.15)}${band(0.2, 0.23)}" stroke="#fff" stroke-opacity="0.75" stroke-width="${num(0.06 * s)}" stroke-linecap="round"/>` +
    `<circle cy="${num(-0.47 * s)}" r="${num(0.08 * s)}" fill="${paint.accent}"/>`
  );
}

function snowflake(size: number, { fill, opacity }: Paint): string {
  const arm = size / 2;
  const branch = arm * 0.32;
  let d = '';
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    const at = (r: number, turn: number) => `${num(r * Math.cos(a) + branch * Math.cos(a + turn))} ${num(r * Math.sin(a) + branch * Math.sin(a + turn))}`;
    const on = (r: number) => `${num(r * Math.cos(a))} ${num(r * Math.sin(a))}`;
    d += `M0 0L${on(arm)}M${on(arm * 0.55)}L${at(arm * 0.55, 0.8)}M${on(arm * 0.55)}L${at(arm * 0.55, -0.8)}`;
  }
  return `<path d="${d}" fill="none" stroke="${fill}" stroke-opacity="${opacity}" stroke-width="${num(Math.max(2.5, size * 0.06))}" stroke-linecap="round"/>`;
}

function bauble(s: number, paint: Paint): string {
  return (
    `<circle cy="${num(-0.43 * s)}" r="${num(0.06 * s)}" fill="none" stroke="${paint.accent}" stroke-width="2"/>` +
    `<rect x="${num(-0.09 * s)}" y="${num(-0.4 * s)}" width="${num(0.18 * s)}" height="${num(0.1 * s)}" rx="2" fill="${paint.accent}"/>` +
    `<circle cy="${num(0.06 * s)}" r="${num(0.38 * s)}" fill="${paint.fill}" fill-opacity="${paint.opacity}"/>` +
    `<path d="M${num(-0.37 * s)} ${num(0.02 * s)}q${num(0.37 * s)} ${num(0.12 * s)} ${num(0.74 * s)} 0" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="${num(0.05 * s)}"/>` +
    gloss(-0.14 * s, -0.1 * s, 0.07 * s, 0.1 * s)
  );
}

/** A fir tree of three tiers with a star on top. */
function tree(s: number, paint: Paint): string {
  const tier = (top: number, bottom: number, half: number) => polygon([[0, top * s], [half * s, bottom * s], [-half * s, bottom * s]]);
  return (
    `<rect x="${num(-0.05 * s)}" y="${num(0.36 * s)}" width="${num(0.1 * s)}" height="${num(0.12 * s)}" fill="${paint.accent}"/>` +
    filled(tier(-0.1, 0.38, 0.36) + tier(-0.3, 0.14, 0.28) + tier(-0.44, -0.08, 0.2), paint) +
    `<path d="${starPath(0.2 * s, 5, 0.45)}" transform="translate(0 ${num(-0.45 * s)})" fill="#ffd54a"/>`
  );
}

function rings(size: number, { fill, accent }: Paint): string {
  const r = size * 0.28;
  const ring = (x: number, colour: string) => `<circle cx="${num(x)}" r="${num(r)}" fill="none" stroke="${colour}" stroke-width="${num(size * 0.07)}"/>`;
  return ring(-size * 0.15, accent) + ring(size * 0.15, fill) + `<path d="${starPath(size * 0.3, 4, 0.3)}" transform="translate(${num(size * 0.15)} ${num(-r - size * 0.06)})" fill="#fff"/>`;
}

/** A ticket stub: notched sides, a dashed tear line and a star. */
function ticket(size: number, paint: Paint): string {
  const tear = num(size * 0.22);
  return (
    filled(ticketPath(0, 0, size, size * 0.56, size * 0.08), paint) +
    `<path d="M${tear} ${num(-size * 0.22)}V${num(size * 0.22)}" stroke="#fff" stroke-width="3" stroke-dasharray="6 6" stroke-opacity="0.8"/>` +
    `<path d="${starPath(size * 0.26, 5, 0.45)}" transform="translate(${num(-size * 0.12)} 0)" fill="#fff" fill-opacity="0.85"/>`
  );
}

/** A price tag with its hole, its string and two lines of "price". */
function tag(size: number, paint: Paint): string {
  const w = size / 2;
  const h = size * 0.24;
  const hole = -w + h * 0.8;
  return (
    filled(polygon([[-w, 0], [-w + h, -h], [w, -h], [w, h], [-w + h, h]]), paint) +
    `<circle cx="${num(hole)}" r="${num(size * 0.055)}" fill="#fff" fill-opacity="0.9"/>` +
    `<path d="M${num(hole)} 0c${num(-size * 0.2)} ${num(-size * 0.3)} ${num(-size * 0.1)} ${num(-size * 0.45)} ${num(-size * 0.25)} ${num(-size * 0.5)}" fill="none" stroke="${paint.accent}" stroke-width="2"/>` +
    `<path d="M${num(-w * 0.1)} ${num(-h * 0.3)}H${num(w * 0.75)}M${num(-w * 0.1)} ${num(h * 0.3)}H${num(w * 0.45)}" stroke="#fff" stroke-width="${num(size * 0.05)}" stroke-linecap="round" stroke-opacity="0.8"/>`
  );
}

function flower(size: number, paint: Paint): string {
  const petal = `<ellipse cy="${num(-size * 0.24)}" rx="${num(size * 0.15)}" ry="${num(size * 0.25)}" fill="${paint.fill}" fill-opacity="${paint.opacity}"`;
  return Array.from({ length: 5 }, (_, k) => `${petal} transform="rotate(${k * 72})"/>`).join('') + `<circle r="${num(size * 0.13)}" fill="${paint.accent}"/>`;
}

/** One motif, drawn around the origin. */
export function drawMotif(motif: Motif, size: number, paint: Paint): string {
  switch (motif) {
    case 'balloon':
      return balloon(size, paint);
    case 'hat':
      return hat(size, paint);
    case 'star':
      return filled(starPath(size, 5, 0.45), paint);
    case 'sparkle':
      return filled(starPath(size, 4, 0.22), paint);
    case 'heart':
      return filled(heartPath(size), paint) + gloss(-size * 0.22, -size * 0.22, size * 0.06, size * 0.09);
    case 'rings':
      return rings(size, paint);
    case 'flower':
      return flower(size, paint);
    case 'snowflake':
      return snowflake(size, paint);
    case 'bauble':
      return bauble(size, paint);
    case 'tree':
      return tree(size, paint);
    case 'ticket':
      return ticket(size, paint);
    case 'tag':
      return tag(size, paint);
    case 'coin':
      return `<circle r="${num(size / 2)}" fill="${paint.fill}" fill-opacity="${paint.opacity}"/><circle r="${num(size * 0.34)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${num(Math.max(2, size * 0.05))}"/>`;
  }
}
