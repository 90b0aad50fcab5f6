/**
 * Drawing helpers of the place pictures: skies, sun and moon, water with
 * reflections, hills, trees, palms, boats, stilt houses and people. Every
 * helper is deterministic: the only randomness is the seeded generator.
 */
import { mix, shade } from '../kit/colour';
import { lin, n, rad, rng } from '../kit/svg';
import { H, W, type Mood } from './light';

/** Sky gradient, sun or moon, stars and clouds. */
export function sky(m: Mood, seed: number, horizon = 520): string {
  const r = rng(seed);
  let out = `<defs>${lin('sky', [
    [0, m.sky[0]],
    [0.62, m.sky[1]],
    [1, m.sky[2]],
  ])}${rad('sunglow', [
    [0, m.sun?.glow ?? '#ffffff', 0.85],
    [0.35, m.sun?.glow ?? '#ffffff', 0.35],
    [1, m.sun?.glow ?? '#ffffff', 0],
  ])}</defs><rect width="${W}" height="${horizon + 40}" fill="url(#sky)"/>`;
  if (m.night) {
    let d = '';
    for (let i = 0; i < 90; i++) {
      const x = r() * W;
      const y = r() * horizon * 0.8;
      const s = 0.6 + r() * 1.6;
      d += `M${n(x)} ${n(y)}h${n(s)}v${n(s)}h${n(-s)}z`;
    }
    out += `<path d="${d}" fill="#fffbe6" opacity=".85"/>`;
  }
  if (m.sun) {
    const { x, y, r: sr } = m.sun;
    out += `<circle cx="${x}" cy="${y}" r="${sr * 6}" fill="url(#sunglow)"/>`;
    if (m.night) {
      out += `<circle cx="${x}" cy="${y}" r="${sr}" fill="${m.sun.core}"/><circle cx="${x + sr * 0.4}" cy="${y - sr * 0.2}" r="${sr * 0.92}" fill="${m.sky[0]}" opacity=".9"/>`;
    } else {
      out += `<circle cx="${x}" cy="${y}" r="${sr}" fill="${m.sun.core}"/>`;
    }
  }
  out += clouds(m, r, horizon);
  return out;
}

function clouds(m: Mood, r: () => number, horizon: number): string {
  const count = m.key === 'rain' ? 9 : m.key === 'noon' || m.key === 'morning' ? 5 : 4;
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = (i + 0.3 + r() * 0.5) * (W / count);
    const cy = 60 + r() * (horizon * 0.5);
    const w = 110 + r() * 170;
    const h = w * 0.22;
    const c = m.key === 'rain' ? mix(m.cloud, '#5c6a73', r() * 0.5) : m.cloud;
    out += `<g fill="${c}" opacity="${n(m.cloudOpacity * (0.55 + r() * 0.45))}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w)}" ry="${n(h)}"/><ellipse cx="${n(cx - w * 0.35)}" cy="${n(cy - h * 0.5)}" rx="${n(w * 0.45)}" ry="${n(h * 1.2)}"/><ellipse cx="${n(cx + w * 0.25)}" cy="${n(cy - h * 0.8)}" rx="${n(w * 0.4)}" ry="${n(h * 1.4)}"/></g>`;
  }
  return out;
}

/** A smooth ridge from left to right, filled down to the bottom. */
export function ridge(y: number, amp: number, seed: number, fill: string, bottom = H): string {
  const r = rng(seed);
  const ph = [r() * 6, r() * 6, r() * 6];
  const pts: [number, number][] = [];
  for (let x = -40; x <= W + 40; x += 40) {
    const v =
      Math.sin(x / 310 + ph[0]!) * 0.55 +
      Math.sin(x / 140 + ph[1]!) * 0.3 +
      Math.sin(x / 57 + ph[2]!) * 0.15;
    pts.push([x, y - amp * (0.5 + v * 0.5)]);
  }
  let d = `M${pts[0]![0]} ${n(pts[0]![1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, yy] = pts[i]!;
    const [x2, y2] = pts[i + 1]!;
    d += `Q${x} ${n(yy)} ${n((x + x2) / 2)} ${n((yy + y2) / 2)}`;
  }
  return `<path d="${d}L${W + 40} ${bottom}H-40z" fill="${fill}"/>`;
}

/** A bumpy line of tree crowns along y. */
export function treeLine(
  y: number,
  fill: string,
  seed: number,
  size = 26,
  x0 = -30,
  x1 = W + 30,
): string {
  const r = rng(seed);
  let d = `M${x0} ${y + size}`;
  let x = x0;
  while (x < x1) {
    const step = size * (0.9 + r() * 1.2);
    const rr = step * (0.55 + r() * 0.25);
    d += `A${n(rr)} ${n(rr * (0.8 + r() * 0.5))} 0 0 1 ${n(x + step)} ${n(y + size - r() * size * 0.5)}`;
    x += step;
  }
  return `<path d="${d}V${y + size * 4}H${x0}z" fill="${fill}"/>`;
}

/** A round broadleaf tree. */
export function tree(
  x: number,
  y: number,
  h: number,
  leaf: string,
  trunk: string,
  seed = 1,
): string {
  const r = rng(seed);
  let out = `<path d="M${n(x - h * 0.03)} ${y}L${n(x - h * 0.015)} ${n(y - h * 0.55)}h${n(h * 0.03)}L${n(x + h * 0.03)} ${y}z" fill="${trunk}"/>`;
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + r();
    const cx = x + Math.cos(a) * h * 0.16;
    const cy = y - h * 0.68 + Math.sin(a) * h * 0.12;
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * (0.15 + r() * 0.08))}" fill="${i % 2 ? leaf : shade(leaf, -0.12)}"/>`;
  }
  out += `<circle cx="${n(x)}" cy="${n(y - h * 0.78)}" r="${n(h * 0.17)}" fill="${shade(leaf, 0.1)}"/>`;
  return out;
}

/** The sugar palm (thnot), the tree of the Cambodian countryside. */
export function sugarPalm(x: number, y: number, h: number, col: string): string {
  const top = y - h;
  let d = '';
  for (let i = 0; i < 18; i++) {
    const a = Math.PI * (1.05 + (i / 17) * 0.9) + (i % 2 ? 0.05 : -0.05);
    const r = h * (i % 3 === 0 ? 0.2 : 0.16);
    d += `M${n(x)} ${n(top)}l${n(Math.cos(a) * r)} ${n(Math.sin(a) * r * 0.9)}`;
  }
  for (let i = 0; i < 7; i++) {
    const a = Math.PI * (0.15 + (i / 6) * 0.7);
    d += `M${n(x)} ${n(top)}l${n(Math.cos(a) * h * 0.14)} ${n(Math.sin(a) * h * 0.12)}`;
  }
  return `<path d="M${n(x - h * 0.018)} ${y}Q${n(x + h * 0.02)} ${n(y - h * 0.5)} ${n(x - h * 0.008)} ${n(top)}h${n(h * 0.02)}Q${n(x + h * 0.035)} ${n(y - h * 0.5)} ${n(x + h * 0.018)} ${y}z" fill="${col}"/><path d="${d}" stroke="${col}" stroke-width="${n(h * 0.035)}" stroke-linecap="round" fill="none"/><circle cx="${n(x)}" cy="${n(top)}" r="${n(h * 0.07)}" fill="${col}"/>`;
}

/** A leaning coconut palm with drooping fronds. */
export function coconutPalm(x: number, y: number, h: number, lean: number, col: string): string {
  const tx = x + lean * h * 0.35;
  const ty = y - h;
  let out = `<path d="M${n(x - h * 0.025)} ${y}Q${n(x + lean * h * 0.05)} ${n(y - h * 0.6)} ${n(tx - h * 0.012)} ${n(ty)}h${n(h * 0.024)}Q${n(x + lean * h * 0.08 + h * 0.03)} ${n(y - h * 0.6)} ${n(x + h * 0.025)} ${y}z" fill="${col}"/>`;
  const fronds = [-2.7, -2.2, -1.6, -1.0, -0.45, 0.1, 2.9];
  for (const a of fronds) {
    const len = h * 0.42;
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + len * 0.35;
    const mx = tx + Math.cos(a) * len * 0.55;
    const my = ty + Math.sin(a) * len * 0.55 - len * 0.05;
    out += `<path d="M${n(tx)} ${n(ty)}Q${n(mx)} ${n(my - len * 0.12)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + len * 0.1)} ${n(tx)} ${n(ty)}z" fill="${col}"/>`;
  }
  out += `<circle cx="${n(tx)}" cy="${n(ty + h * 0.02)}" r="${n(h * 0.035)}" fill="${shade(col, -0.2)}"/>`;
  return out;
}

/** Grass tufts scattered over a band (deterministic). */
export function grass(y0: number, y1: number, col: string, seed: number, count = 40): string {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = r() * W;
    const y = y0 + r() * (y1 - y0);
    const s = 10 + ((y - y0) / Math.max(1, y1 - y0)) * 18;
    d += `M${n(x)} ${n(y)}l${n(-s * 0.4)} ${n(-s)}M${n(x)} ${n(y)}l${n(s * 0.1)} ${n(-s * 1.2)}M${n(x)} ${n(y)}l${n(s * 0.5)} ${n(-s * 0.9)}`;
  }
  return `<path d="${d}" stroke="${col}" stroke-width="3" stroke-linecap="round" opacity=".8"/>`;
}

/** Water from y to the bottom, with glints. */
export function water(y: number, m: Mood, seed: number, id = 'wat'): string {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < 34; i++) {
    const yy = y + 6 + Math.pow(r(), 1.6) * (H - y - 6);
    const len = 20 + ((yy - y) / (H - y)) * 120 * (0.5 + r());
    const x = r() * W;
    d += `M${n(x)} ${n(yy)}h${n(len)}`;
  }
  const glint = m.night ? '#9fb0e0' : m.sun ? mix(m.sun.glow, '#ffffff', 0.5) : '#e8eeee';
  return `<defs>${lin(id, [
    [0, m.water[0]],
    [1, m.water[1]],
  ])}</defs><rect y="${y}" width="${W}" height="${H - y}" fill="url(#${id})"/><path d="${d}" stroke="${glint}" stroke-width="2.5" stroke-linecap="round" opacity=".45"/>`;
}

/** A mirror image of `content` below the line y, faded into the water. */
export function reflect(content: string, y: number, m: Mood, id: string, opacity = 0.45): string {
  return `<defs><clipPath id="${id}"><rect y="${y}" width="${W}" height="${H - y}"/></clipPath></defs><g clip-path="url(#${id})"><g transform="matrix(1 0 0 -1 0 ${2 * y})" opacity="${opacity}">${content}</g><rect y="${y}" width="${W}" height="${H - y}" fill="${m.water[1]}" opacity=".18"/></g>`;
}

/** Sun path glittering on water. */
export function sunOnWater(m: Mood, y: number): string {
  if (!m.sun || m.key === 'noon' || m.key === 'morning') return '';
  const { x } = m.sun;
  let d = '';
  for (let i = 0; i < 14; i++) {
    const yy = y + 8 + i * i * 1.6;
    const w = 18 + i * 9;
    d += `M${n(x - w / 2 + ((i * 37) % 23) - 11)} ${n(yy)}h${n(w)}`;
  }
  return `<path d="${d}" stroke="${m.night ? '#dfe6ff' : m.sun.core}" stroke-width="3" stroke-linecap="round" opacity=".55"/>`;
}

/** Soft horizontal mist bands (mist and rain moods). */
export function mist(m: Mood, ys: number[]): string {
  if (m.fog < 0.2) return '';
  const bands = ys
    .map(
      (y, i) =>
        `<rect x="-50" y="${y - 40}" width="${W + 100}" height="${110 + i * 30}" fill="url(#mistg)" opacity="${n(Math.min(0.9, m.fog * 1.2))}"/>`,
    )
    .join('');
  return `<defs>${lin('mistg', [
    [0, m.haze, 0],
    [0.5, m.haze, 0.9],
    [1, m.haze, 0],
  ])}</defs>${bands}`;
}

/** Diagonal rain streaks. */
export function rain(m: Mood, seed: number): string {
  if (!m.rain) return '';
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < 160; i++) {
    const x = r() * (W + 100);
    const y = r() * H;
    d += `M${n(x)} ${n(y)}l-8 26`;
  }
  return `<path d="${d}" stroke="#eef3f5" stroke-width="1.6" opacity=".35"/>`;
}

/** A flock of small birds. */
export function birds(
  x: number,
  y: number,
  count: number,
  col: string,
  seed: number,
  s = 8,
): string {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + r() * 180 - 90;
    const by = y + r() * 70 - 35;
    const z = s * (0.6 + r() * 0.6);
    d += `M${n(bx - z)} ${n(by - z * 0.3)}Q${n(bx - z * 0.4)} ${n(by - z * 0.7)} ${n(bx)} ${n(by)}Q${n(bx + z * 0.4)} ${n(by - z * 0.7)} ${n(bx + z)} ${n(by - z * 0.3)}`;
  }
  return `<path d="${d}" stroke="${col}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
}

/** A long wooden boat, optionally with a canopy, bow to the right. */
export function boat(
  x: number,
  y: number,
  len: number,
  hull: string,
  canopy: string | null,
): string {
  const h = len * 0.09;
  let out = `<path d="M${n(x)} ${n(y - h)}Q${n(x + len * 0.1)} ${n(y + h * 0.6)} ${n(x + len * 0.5)} ${n(y + h * 0.5)}Q${n(x + len * 0.85)} ${n(y + h * 0.4)} ${n(x + len)} ${n(y - h * 1.6)}Q${n(x + len * 0.6)} ${n(y - h * 0.6)} ${n(x)} ${n(y - h)}z" fill="${hull}"/><path d="M${n(x + len * 0.06)} ${n(y - h * 0.55)}Q${n(x + len * 0.55)} ${n(y - h * 0.2)} ${n(x + len * 0.96)} ${n(y - h * 1.25)}" stroke="${shade(hull, 0.35)}" stroke-width="${n(Math.max(1.5, h * 0.25))}" fill="none"/>`;
  if (canopy) {
    const cx0 = x + len * 0.25;
    const cx1 = x + len * 0.62;
    const top = y - h - len * 0.17;
    out += `<path d="M${n(cx0)} ${n(y - h * 0.7)}V${n(top + 4)}M${n(cx1)} ${n(y - h * 0.5)}V${n(top + 4)}" stroke="${shade(hull, -0.2)}" stroke-width="${n(Math.max(1.5, len * 0.012))}"/><path d="M${n(cx0 - len * 0.04)} ${n(top + len * 0.03)}Q${n((cx0 + cx1) / 2)} ${n(top - len * 0.03)} ${n(cx1 + len * 0.04)} ${n(top + len * 0.03)}z" fill="${canopy}"/>`;
  }
  return out;
}

/** A house on tall stilts with a gabled roof. */
export function stiltHouse(
  x: number,
  base: number,
  w: number,
  stilt: number,
  wall: string,
  roof: string,
  m: Mood,
): string {
  const floor = base - stilt;
  const wh = w * 0.5;
  const posts = [0.08, 0.36, 0.64, 0.92]
    .map((t) => `M${n(x + w * t)} ${n(floor)}V${n(base)}`)
    .join('');
  const win = m.night ? '#ffcf70' : shade(wall, -0.45);
  return `<path d="${posts}" stroke="${shade(wall, -0.45)}" stroke-width="${n(Math.max(2, w * 0.035))}"/><rect x="${n(x)}" y="${n(floor - wh)}" width="${n(w)}" height="${n(wh)}" fill="${wall}"/><path d="M${n(x)} ${n(floor - wh * 0.55)}h${n(w)}" stroke="${shade(wall, -0.15)}" stroke-width="2"/><rect x="${n(x + w * 0.18)}" y="${n(floor - wh * 0.75)}" width="${n(w * 0.16)}" height="${n(wh * 0.35)}" fill="${win}"/><rect x="${n(x + w * 0.6)}" y="${n(floor - wh * 0.75)}" width="${n(w * 0.16)}" height="${n(wh * 0.35)}" fill="${win}"/><path d="M${n(x - w * 0.1)} ${n(floor - wh)}L${n(x + w * 0.5)} ${n(floor - wh - w * 0.42)}L${n(x + w * 1.1)} ${n(floor - wh)}z" fill="${roof}"/><path d="M${n(x + w * 0.5)} ${n(floor - wh - w * 0.42)}L${n(x + w * 1.1)} ${n(floor - wh)}L${n(x + w * 0.5)} ${n(floor - wh)}z" fill="${shade(roof, -0.15)}"/>`;
}

/** A standing person seen from afar. */
export function person(x: number, y: number, h: number, col: string, hat = false): string {
  const head = h * 0.13;
  let out = `<circle cx="${n(x)}" cy="${n(y - h + head)}" r="${n(head)}" fill="${col}"/><path d="M${n(x - h * 0.13)} ${n(y - h * 0.5)}Q${n(x - h * 0.14)} ${n(y - h * 0.78)} ${n(x)} ${n(y - h * 0.76)}Q${n(x + h * 0.14)} ${n(y - h * 0.78)} ${n(x + h * 0.13)} ${n(y - h * 0.5)}L${n(x + h * 0.1)} ${n(y)}h${n(-h * 0.08)}l${n(-h * 0.02)} ${n(-h * 0.35)}l${n(-h * 0.02)} ${n(h * 0.35)}h${n(-h * 0.08)}z" fill="${col}"/>`;
  if (hat)
    out += `<path d="M${n(x - head * 2.2)} ${n(y - h + head * 1.2)}L${n(x)} ${n(y - h - head * 0.6)}L${n(x + head * 2.2)} ${n(y - h + head * 1.2)}z" fill="${shade(col, 0.25)}"/>`;
  return out;
}
