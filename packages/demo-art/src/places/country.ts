/**
 * Country and wildlife pictures (render.ts): the bat cave of Phnom
 * Sampeau, rice fields and pepper farms, elephants, dolphins and waterbirds.
 */
import { mix, shade } from '../kit/colour';
import { n, rng } from '../kit/svg';
import { H, lit, tone, W, type Mood } from './light';
import {
  birds,
  boat,
  grass,
  mist,
  person,
  rain,
  reflect,
  ridge,
  sky,
  sugarPalm,
  sunOnWater,
  tree,
  treeLine,
  water,
} from './scenery';
import { buddha } from './halls';
import { jungle } from './nature';

/** Phnom Sampeau: the bat ribbon rising from the hill at dusk, or the view out of a cave shrine. */
export function cave(m: Mood, v: number): string {
  const r = rng(1000 + v);
  const batCount =
    m.key === 'dusk' || m.key === 'golden' || m.key === 'sunrise' ? 260 : m.night ? 120 : 40;
  const bats = (pts: [number, number][]) => {
    let d = '';
    for (let i = 0; i < batCount; i++) {
      const t = r();
      const seg = Math.min(pts.length - 2, Math.floor(t * (pts.length - 1)));
      const f = t * (pts.length - 1) - seg;
      const [ax, ay] = pts[seg]!;
      const [bx, by] = pts[seg + 1]!;
      const x = ax + (bx - ax) * f + (r() - 0.5) * 60 * (0.3 + t);
      const y = ay + (by - ay) * f + (r() - 0.5) * 40 * (0.3 + t);
      const s = 3 + t * 5;
      d += `M${n(x - s)} ${n(y)}l${n(s * 0.6)} ${n(-s * 0.4)}l${n(s * 0.4)} ${n(s * 0.4)}l${n(s * 0.4)} ${n(-s * 0.4)}l${n(s * 0.6)} ${n(s * 0.4)}`;
    }
    return `<path d="${d}" stroke="${tone('#1a1418', m, 0.1)}" stroke-width="2" fill="none"/>`;
  };
  if (v % 2 === 1) {
    const horizon = 560;
    let out = sky(m, 1010 + v, horizon);
    const hill = tone('#4a5a40', m, 0.3);
    out += `<path d="M180 ${horizon + 10}Q300 330 450 300Q560 230 680 280Q820 300 900 ${horizon + 10}z" fill="${hill}"/>`;
    out += jungle(250, 260, 600, 200, tone(m.leaf, m, 0.35), 77);
    out += `<path d="M600 218v-40l12 -20l12 20v40zM590 220h44v12h-44z" fill="${tone('#d6b35a', m, 0.3)}"/>`;
    out += `<ellipse cx="470" cy="${horizon - 40}" rx="46" ry="30" fill="${tone('#1a1410', m, 0.2)}"/>`;
    out += bats([
      [470, horizon - 50],
      [430, 380],
      [520, 260],
      [700, 160],
      [980, 90],
    ]);
    out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${tone('#6f8f45', m, 0.05)}"/>`;
    let paddies = '';
    for (let i = 0; i < 6; i++) paddies += `M0 ${horizon + 20 + i * i * 7}H${W}`;
    out += `<path d="${paddies}" stroke="${tone('#a8c070', m, 0)}" stroke-width="3"/>`;
    out +=
      sugarPalm(90, H - 20, 320, tone('#2a3524', m, 0)) +
      sugarPalm(1100, H - 30, 280, tone('#2a3524', m, 0));
    for (let i = 0; i < 5; i++)
      out += person(560 + i * 40, 700 + (i % 2) * 10, 50, tone('#2a2530', m, 0));
    return out + rain(m, v + 31);
  }
  const outside =
    sky(m, 1020 + v, 520) +
    ridge(520, 60, 11, tone('#5a7a55', m, 0.6)) +
    `<rect y="540" width="${W}" height="260" fill="${tone('#7fa24f', m, 0.3)}"/>` +
    sugarPalm(700, 600, 200, tone('#2f4a2c', m, 0.3)) +
    sugarPalm(780, 590, 160, tone('#2f4a2c', m, 0.3));
  const rockCol = mix(tone('#4a3f36', m, 0), '#000000', 0.2);
  const hole = 'M320 700Q250 470 360 300Q470 160 640 190Q820 200 900 360Q960 520 880 700z';
  let out =
    outside +
    (batCount > 100
      ? bats([
          [600, 300],
          [700, 240],
          [850, 150],
        ])
      : '');
  out += `<path d="M0 0H${W}V${H}H0z${hole}" fill="${rockCol}" fill-rule="evenodd"/>`;
  let drips = '';
  for (let i = 0; i < 14; i++) {
    const x = 380 + i * 38 + r() * 20;
    const y = 190 + Math.abs(x - 620) * 0.4;
    drips += `M${n(x - 10)} ${n(y)}L${n(x)} ${n(y + 30 + r() * 70)}L${n(x + 10)} ${n(y)}z`;
  }
  out += `<path d="${drips}" fill="${rockCol}"/>`;
  out += `<path d="M0 ${H}V640Q300 600 620 650T${W} 620V${H}z" fill="${shade(rockCol, 0.12)}"/>`;
  const gold = tone('#c9a04a', lit(m, 0.7), 0);
  out +=
    `<rect x="140" y="560" width="220" height="40" fill="${shade(rockCol, 0.2)}"/>` +
    buddha(250, 562, 200, gold);
  let candles = '';
  for (let i = 0; i < 5; i++)
    candles += `<rect x="${160 + i * 45}" y="600" width="8" height="26" fill="#f3ead8"/><ellipse cx="${164 + i * 45}" cy="594" rx="5" ry="9" fill="#ffb43a"/><circle cx="${164 + i * 45}" cy="594" r="22" fill="#ffb43a" opacity=".18"/>`;
  out += candles;
  return out + rain(m, v + 33);
}

/** Rice paddies, sugar palms and a buffalo; or rows of pepper vines on red earth. */
export function countryside(m: Mood, v: number): string {
  const horizon = 450;
  const r = rng(1100 + v);
  let out = sky(m, 1110 + v, horizon);
  out += `<path d="M${700 + (v % 2) * 200} ${horizon}q80 -110 180 -90q70 20 110 90z" fill="${tone('#5a7a5a', m, 0.8)}"/>`;
  out += `<path d="M${858 + (v % 2) * 200} ${horizon - 96}v-26l8 -16l8 16v26z" fill="${tone('#e0c070', m, 0.7)}"/>`;
  out += treeLine(horizon - 20, tone('#4a6e3c', m, 0.65), 120 + v, 16);
  if (v % 3 === 2) {
    const soil = tone('#a8553a', m, 0.05);
    out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${soil}"/>`;
    for (let row = 0; row < 7; row++) {
      const t = row / 6;
      const y = horizon + 20 + t * t * 300;
      const h = 40 + t * 260;
      const gap = 50 + t * 140;
      for (let x = -((row * 37) % gap); x < W + gap; x += gap) {
        out += `<rect x="${n(x - h * 0.06)}" y="${n(y - h)}" width="${n(h * 0.12)}" height="${n(h)}" fill="${tone('#5a4030', m, 0.3 - t * 0.3)}"/>`;
        out += `<path d="M${n(x - h * 0.14)} ${n(y - h * 0.05)}Q${n(x - h * 0.2)} ${n(y - h * 0.6)} ${n(x)} ${n(y - h * 1.05)}Q${n(x + h * 0.2)} ${n(y - h * 0.6)} ${n(x + h * 0.14)} ${n(y - h * 0.05)}z" fill="${tone(row % 2 ? '#3f7a35' : '#4a8a3a', m, 0.3 - t * 0.3)}"/>`;
        if (row > 3)
          out += `<circle cx="${n(x + h * 0.05)}" cy="${n(y - h * 0.5)}" r="${n(h * 0.02)}" fill="${tone('#c0392b', m, 0)}"/><circle cx="${n(x - h * 0.06)}" cy="${n(y - h * 0.4)}" r="${n(h * 0.02)}" fill="${tone('#c0392b', m, 0)}"/>`;
      }
    }
    out += person(900, 760, 160, tone('#2a3a5a', m, 0), true);
    return out + rain(m, v + 35);
  }
  const green = m.key === 'golden' || m.key === 'dusk' ? '#a9a845' : m.rain ? '#5fa83a' : '#7cb342';
  out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${tone(green, m, 0.15)}"/>`;
  const flooded = m.rain || m.key === 'mist' || v % 8 === 0;
  for (let i = 0; i < 7; i++) {
    const y0 = horizon + 8 + i * i * 7 + i * 6;
    const y1 = horizon + 8 + (i + 1) * (i + 1) * 7 + (i + 1) * 6;
    const col =
      flooded && i % 2 === 0
        ? mix(m.water[0], tone(green, m, 0.1), 0.35)
        : tone(i % 2 ? green : shade(green, 0.12), m, 0.3 - i * 0.04);
    out += `<rect y="${y0}" width="${W}" height="${y1 - y0}" fill="${col}"/>`;
    out += `<path d="M0 ${y0}H${W}" stroke="${tone('#c9b98a', m, 0.2)}" stroke-width="${2 + i}"/>`;
  }
  let dikes = '';
  for (let i = -6; i <= 6; i++) dikes += `M${600 + i * 60} ${horizon + 8}L${600 + i * 320} ${H}`;
  out += `<path d="${dikes}" stroke="${tone('#c9b98a', m, 0.1)}" stroke-width="4" opacity=".8"/>`;
  for (let i = 0; i < 7; i++) {
    const x = r() * W;
    const y = horizon + 10 + r() * 60;
    out += sugarPalm(x, y, 60 + (y - horizon) * 2.2, tone('#2f4a2c', m, 0.4 - (y - horizon) / 200));
  }
  out +=
    sugarPalm(1080, H, 520, tone('#26331f', m, 0)) +
    sugarPalm(990, H - 10, 400, tone('#26331f', m, 0));
  const bx = 380 + (v % 2) * 200;
  const by = 660;
  const bc = tone('#4a4646', m, 0);
  out += `<ellipse cx="${bx}" cy="${by}" rx="90" ry="48" fill="${bc}"/><path d="M${bx - 80} ${by - 10}q-50 -10 -70 20q-6 30 20 34q30 -6 50 -30z" fill="${bc}"/><path d="M${bx - 130} ${by - 8}q-30 -30 -6 -44M${bx - 110} ${by - 12}q20 -34 48 -30" stroke="${shade(bc, 0.3)}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M${bx - 60} ${by + 30}v50M${bx - 20} ${by + 36}v48M${bx + 40} ${by + 36}v48M${bx + 70} ${by + 30}v50" stroke="${bc}" stroke-width="18" stroke-linecap="round"/>`;
  out += person(bx + 200, 700, 120, tone('#3a4a6a', m, 0), true);
  out += grass(H - 80, H, tone('#3f6a2a', m, 0), 130 + v, 40);
  return (
    out +
    birds(300, 180, m.night ? 0 : 6, tone('#f4f0e6', m, 0.2), v + 14) +
    mist(m, [horizon - 30, horizon + 20]) +
    rain(m, v + 37)
  );
}

/** An Asian elephant walking left, standing on y. */
function elephant(x: number, y: number, s: number, col: string): string {
  const d = shade(col, -0.15);
  const leg = (lx: number, w: number, c: string, lift = 0) =>
    `<rect x="${n(x + s * lx)}" y="${n(y - s * 0.42)}" width="${n(s * w)}" height="${n(s * (0.42 - lift))}" rx="${n(s * 0.05)}" fill="${c}"/><path d="M${n(x + s * lx)} ${n(y - s * lift - s * 0.03)}h${n(s * w)}" stroke="${shade(c, 0.25)}" stroke-width="${n(s * 0.015)}"/>`;
  let out = leg(0.5, 0.12, d, 0.02) + leg(0.72, 0.12, d);
  out += `<path d="M${n(x + s * 0.15)} ${n(y - s * 0.38)}Q${n(x + s * 0.08)} ${n(y - s * 0.95)} ${n(x + s * 0.55)} ${n(y - s * 0.98)}Q${n(x + s * 1.05)} ${n(y - s * 1.02)} ${n(x + s * 1.12)} ${n(y - s * 0.58)}Q${n(x + s * 1.12)} ${n(y - s * 0.36)} ${n(x + s * 0.98)} ${n(y - s * 0.32)}Q${n(x + s * 0.6)} ${n(y - s * 0.26)} ${n(x + s * 0.15)} ${n(y - s * 0.38)}z" fill="${col}"/>`;
  out += leg(0.3, 0.15, col) + leg(0.86, 0.15, col, 0.03);
  out += `<path d="M${n(x + s * 0.25)} ${n(y - s * 0.9)}Q${n(x - s * 0.05)} ${n(y - s * 1.1)} ${n(x - s * 0.12)} ${n(y - s * 0.8)}Q${n(x - s * 0.16)} ${n(y - s * 0.6)} ${n(x - s * 0.1)} ${n(y - s * 0.4)}Q${n(x - s * 0.07)} ${n(y - s * 0.1)} ${n(x - s * 0.16)} ${n(y - s * 0.06)}Q${n(x - s * 0.22)} ${n(y - s * 0.05)} ${n(x - s * 0.2)} ${n(y - s * 0.12)}Q${n(x - s * 0.14)} ${n(y - s * 0.2)} ${n(x - s * 0.18)} ${n(y - s * 0.42)}Q${n(x - s * 0.2)} ${n(y - s * 0.55)} ${n(x + s * 0.05)} ${n(y - s * 0.5)}z" fill="${col}"/>`;
  out += `<path d="M${n(x + s * 0.12)} ${n(y - s * 0.88)}Q${n(x + s * 0.36)} ${n(y - s * 0.9)} ${n(x + s * 0.33)} ${n(y - s * 0.62)}Q${n(x + s * 0.26)} ${n(y - s * 0.46)} ${n(x + s * 0.12)} ${n(y - s * 0.56)}z" fill="${d}"/>`;
  out += `<circle cx="${n(x + s * 0.02)}" cy="${n(y - s * 0.78)}" r="${n(s * 0.018)}" fill="${shade(col, -0.5)}"/><path d="M${n(x + s * 0.04)} ${n(y - s * 0.55)}q${n(-s * 0.06)} ${n(s * 0.02)} ${n(-s * 0.09)} ${n(s * 0.07)}" stroke="#f1ead8" stroke-width="${n(s * 0.025)}" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M${n(x + s * 1.1)} ${n(y - s * 0.6)}q${n(s * 0.06)} ${n(s * 0.12)} ${n(s * 0.02)} ${n(s * 0.3)}" stroke="${col}" stroke-width="${n(s * 0.025)}" fill="none"/>`;
  return out;
}

/** An Irrawaddy dolphin breaking the surface: round head, small fin. */
function dolphin(x: number, y: number, s: number, col: string, foam: string): string {
  return `<path d="M${n(x - s)} ${n(y)}Q${n(x - s * 0.7)} ${n(y - s * 0.55)} ${n(x)} ${n(y - s * 0.6)}Q${n(x + s * 0.55)} ${n(y - s * 0.62)} ${n(x + s * 0.75)} ${n(y - s * 0.3)}Q${n(x + s * 0.85)} ${n(y - s * 0.12)} ${n(x + s * 0.8)} ${n(y)}z" fill="${col}"/><path d="M${n(x - s * 0.2)} ${n(y - s * 0.58)}q${n(s * 0.08)} ${n(-s * 0.22)} ${n(s * 0.2)} ${n(-s * 0.2)}q${n(-s * 0.02)} ${n(s * 0.1)} ${n(s * 0.04)} ${n(s * 0.2)}z" fill="${col}"/><circle cx="${n(x + s * 0.58)}" cy="${n(y - s * 0.3)}" r="${n(s * 0.03)}" fill="${shade(col, -0.5)}"/><ellipse cx="${n(x)}" cy="${n(y + 2)}" rx="${n(s * 1.2)}" ry="${n(s * 0.1)}" fill="${foam}" opacity=".7"/>`;
}

/** Wildlife: elephants in the forest, dolphins in the Mekong, or waterbirds in a flooded forest. */
function wildlifeScene(kind: number, m: Mood, v: number): string {
  const r = rng(1200 + v);
  if (kind === 0) {
    const horizon = 470;
    let out =
      sky(m, 1210 + v, horizon) +
      ridge(horizon, 80, 71, tone('#4f6f4a', m, 0.75)) +
      treeLine(horizon + 10, tone('#3f6a38', m, 0.5), 130 + v, 30);
    out += `<rect y="${horizon + 60}" width="${W}" height="${H - horizon}" fill="${tone(m.rain ? '#6fa845' : '#8aa650', m, 0.1)}"/>`;
    out +=
      tree(150, 640, 420, tone(m.leaf, m, 0.1), tone('#4a3b2c', m, 0.05), 50) +
      tree(1050, 620, 380, tone(m.leaf, m, 0.15), tone('#4a3b2c', m, 0.05), 51);
    const ec = tone('#6f6662', m, 0.05);
    out += elephant(440, 700, 300, ec) + elephant(800, 640, 190, shade(ec, 0.06));
    out += person(1000, 690, 110, tone('#3a3a5a', m, 0), true);
    out += grass(600, H, tone('#4a6a2a', m, 0), 140 + v, 60);
    return out + mist(m, [horizon - 30]) + rain(m, v + 39);
  }
  if (kind === 1) {
    const horizon = 440;
    let far = treeLine(horizon - 24, tone('#4f7a44', m, 0.6), 150 + v, 20);
    for (let i = 0; i < 5; i++)
      far += sugarPalm(100 + i * 260 + r() * 60, horizon, 90, tone('#2f4a2c', m, 0.55));
    let out =
      sky(m, 1220 + v, horizon) +
      far +
      water(horizon, m, 1230 + v, 'mk') +
      reflect(far, horizon, m, 'mkf', 0.4) +
      sunOnWater(m, horizon + 2);
    for (let i = 0; i < 6; i++)
      out += `<ellipse cx="${n(r() * W)}" cy="${n(horizon + 30 + r() * 40)}" rx="${n(50 + r() * 60)}" ry="16" fill="${tone('#4f7a3a', m, 0.35)}"/>`;
    const dc = tone('#8a8f99', m, 0);
    const foam = tone('#ffffff', m, 0);
    out +=
      dolphin(420, 650, 110, dc, foam) +
      dolphin(700, 600, 80, shade(dc, 0.05), foam) +
      dolphin(880, 690, 60, dc, foam);
    out +=
      boat(760, 540, 240, tone('#6a4428', m, 0.1), tone('#2f6f8f', m, 0.1)) +
      person(860, 522, 40, tone('#2a2530', m, 0.1), true) +
      person(900, 524, 36, tone('#7a2a3a', m, 0.1));
    return out + mist(m, [horizon - 40]) + rain(m, v + 41);
  }
  const horizon = 500;
  let out =
    sky(m, 1240 + v, horizon) + treeLine(horizon - 20, tone('#4a6a48', m, 0.7), 160 + v, 16);
  out += water(horizon, m, 1250 + v, 'wl');
  const white = tone('#f6f3ea', m, 0);
  for (let i = 0; i < 5; i++) {
    const x = 80 + i * 260 + r() * 60;
    const y = 560 + r() * 60;
    out += `<path d="M${n(x)} ${n(y + 120)}V${n(y - 40)}" stroke="${tone('#4a3b2c', m, 0.1)}" stroke-width="14"/>`;
    out += `<ellipse cx="${n(x)}" cy="${n(y - 70)}" rx="120" ry="60" fill="${tone('#4f7a3a', m, 0.1)}"/><ellipse cx="${n(x + 30)}" cy="${n(y - 100)}" rx="80" ry="40" fill="${tone('#5f8a45', m, 0.1)}"/>`;
    for (let j = 0; j < 4; j++) {
      const bx = x - 80 + j * 50 + r() * 20;
      const by = y - 110 - r() * 30;
      out += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="16" ry="10" fill="${white}"/><path d="M${n(bx + 12)} ${n(by - 6)}q8 -14 2 -22" stroke="${white}" stroke-width="5" fill="none"/><path d="M${n(bx + 14)} ${n(by - 28)}l18 6" stroke="${tone('#e0a040', m, 0)}" stroke-width="4"/>`;
    }
  }
  let flying = '';
  for (let i = 0; i < 7; i++) {
    const x = 200 + r() * 800;
    const y = 120 + r() * 220;
    const s = 16 + r() * 16;
    flying += `<path d="M${n(x - s * 2)} ${n(y)}Q${n(x - s)} ${n(y - s * 0.8)} ${n(x)} ${n(y)}Q${n(x + s)} ${n(y - s * 0.8)} ${n(x + s * 2)} ${n(y)}" stroke="${white}" stroke-width="${n(s * 0.3)}" fill="none" stroke-linecap="round"/><path d="M${n(x - s * 2)} ${n(y)}l${n(-s * 0.4)} ${n(s * 0.2)}M${n(x + s * 2)} ${n(y)}l${n(s * 0.4)} ${n(s * 0.2)}" stroke="${tone('#1a1a1a', m, 0)}" stroke-width="${n(s * 0.3)}" stroke-linecap="round"/><path d="M${n(x)} ${n(y)}l${n(s * 1.2)} ${n(s * 0.1)}" stroke="${white}" stroke-width="${n(s * 0.18)}"/>`;
  }
  out += m.night ? '' : flying;
  out +=
    boat(500, 730, 300, tone('#6a4428', m, 0), null) +
    person(620, 712, 60, tone('#2a2530', m, 0), true);
  return out + mist(m, [horizon - 40]) + rain(m, v + 43);
}

const mirror = (body: string) => `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>`;

/** Mixed wildlife: elephants, dolphins and waterbirds in turn, view by view. */
export const wildlife = (m: Mood, v: number) => wildlifeScene(v % 3, m, v);

/** Elephants only (Mondulkiri), in every light. */
export const wildlifeElephants = (m: Mood, v: number) =>
  v % 2 ? mirror(wildlifeScene(0, m, v)) : wildlifeScene(0, m, v);

/** Irrawaddy dolphins only (the Mekong at Kratie), in every light. */
export const wildlifeDolphins = (m: Mood, v: number) =>
  v % 2 ? mirror(wildlifeScene(1, m, v)) : wildlifeScene(1, m, v);

/** Waterbirds only (Prek Toal), in every light. */
export const wildlifeBirds = (m: Mood, v: number) =>
  v % 2 ? mirror(wildlifeScene(2, m, v)) : wildlifeScene(2, m, v);
