/**
 * Palace, pagoda and museum pictures (render.ts): Khmer tiered roofs
 * with golden finials, the Throne Hall spire, a museum pavilion and galleries.
 */
import { shade } from '../kit/colour';
import { lin, n, rad } from '../kit/svg';
import { H, tone, W, type Mood } from './light';
import { birds, person, rain, sky, tree, treeLine, water } from './scenery';
import { bayonFace, lotusPads } from './temples';

/** A Khmer roof: stacked, steep gables with golden finials (chofa) and serrated edges. */
export function khmerRoof(
  cx: number,
  y: number,
  w: number,
  h: number,
  tiers: number,
  tile: string,
  trim: string,
  gold: string,
): string {
  let out = '';
  for (let i = tiers - 1; i >= 0; i--) {
    const tw = w * (1 - i * 0.18);
    const ty = y - i * h * 0.32;
    const th = h * (1 - i * 0.15);
    out += `<path d="M${n(cx - tw / 2)} ${n(ty)}L${n(cx)} ${n(ty - th)}L${n(cx + tw / 2)} ${n(ty)}z" fill="${i % 2 ? shade(tile, -0.08) : tile}"/><path d="M${n(cx - tw / 2)} ${n(ty)}L${n(cx)} ${n(ty - th)}L${n(cx + tw / 2)} ${n(ty)}" stroke="${trim}" stroke-width="${n(Math.max(2, w * 0.012))}" fill="none"/>`;
    let teeth = '';
    for (let j = 1; j < 8; j++) {
      const t = j / 8;
      for (const sx of [-1, 1]) {
        const x = cx + sx * (tw / 2) * (1 - t);
        const yy = ty - th * t;
        teeth += `M${n(x)} ${n(yy)}l${n(sx * w * 0.012)} ${n(-w * 0.02)}`;
      }
    }
    out += `<path d="${teeth}" stroke="${gold}" stroke-width="${n(Math.max(1.5, w * 0.008))}" stroke-linecap="round"/>`;
    out += `<path d="M${n(cx)} ${n(ty - th)}q${n(w * 0.01)} ${n(-w * 0.05)} ${n(w * 0.035)} ${n(-w * 0.06)}" stroke="${gold}" stroke-width="${n(Math.max(2, w * 0.012))}" fill="none" stroke-linecap="round"/>`;
    for (const sx of [-1, 1])
      out += `<path d="M${n(cx + (sx * tw) / 2)} ${n(ty)}q${n(sx * w * 0.03)} ${n(-w * 0.01)} ${n(sx * w * 0.04)} ${n(-w * 0.05)}" stroke="${gold}" stroke-width="${n(Math.max(2, w * 0.01))}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

/** A golden prang spire of stacked tiers. */
function spire(cx: number, base: number, h: number, w: number, gold: string): string {
  let out = '';
  const tiers = 8;
  for (let i = 0; i < tiers; i++) {
    const y = base - (h * i) / tiers;
    const ww = w * (1 - i / (tiers + 1.5));
    out += `<path d="M${n(cx - ww / 2)} ${n(y)}L${n(cx - ww * 0.42)} ${n(y - h / tiers)}H${n(cx + ww * 0.42)}L${n(cx + ww / 2)} ${n(y)}z" fill="${i % 2 ? gold : shade(gold, -0.12)}"/>`;
  }
  return `${out}<path d="M${n(cx - w * 0.08)} ${n(base - h)}L${n(cx)} ${n(base - h * 1.35)}L${n(cx + w * 0.08)} ${n(base - h)}z" fill="${shade(gold, 0.15)}"/>`;
}

/** The Throne Hall of the Royal Palace (also a pagoda hall): tiered roofs, spire, lawn. */
export function palace(m: Mood, v: number): string {
  const horizon = 540;
  const wall = tone('#f2d27a', m, 0.05);
  const base = tone('#f3efe6', m, 0.05);
  const tile = tone('#d4692f', m, 0.05);
  const trim = tone('#2f7a5a', m, 0.05);
  const gold = tone('#e2b13c', m, 0);
  const cx = v % 2 ? 560 : 640;
  let out = sky(m, 130 + v, horizon) + treeLine(horizon - 60, tone('#4a6e3c', m, 0.6), 20 + v, 26);
  out += `<rect x="${cx - 420}" y="${horizon - 40}" width="840" height="40" fill="${base}"/><path d="M${cx - 440} ${horizon}h880" stroke="${shade(base, -0.2)}" stroke-width="6"/>`;
  out += `<rect x="${cx - 380}" y="${horizon - 170}" width="760" height="130" fill="${wall}"/>`;
  let win = '';
  for (let i = 0; i < 11; i++) {
    const x = cx - 350 + i * 68;
    if (Math.abs(x + 22 - cx) < 60) continue;
    win += `<path d="M${x} ${horizon - 52}v-70q22 -26 44 0v70z" fill="${m.night ? '#ffcf70' : tone('#6b3a1f', m, 0.05)}"/><path d="M${x - 4} ${horizon - 122}q26 -34 52 0" stroke="${gold}" stroke-width="4" fill="none"/>`;
  }
  out += win;
  out += `<rect x="${cx - 60}" y="${horizon - 190}" width="120" height="150" fill="${shade(wall, 0.05)}"/><path d="M${cx - 30} ${horizon - 40}v-100q30 -40 60 0v100z" fill="${tone('#6b3a1f', m, 0.05)}"/>`;
  out +=
    khmerRoof(cx - 250, horizon - 170, 300, 120, 3, tile, trim, gold) +
    khmerRoof(cx + 250, horizon - 170, 300, 120, 3, tile, trim, gold);
  out += khmerRoof(cx, horizon - 180, 420, 170, 3, tile, trim, gold);
  out += spire(cx, horizon - 330, 210, 70, gold);
  out += `<rect x="${cx - 26}" y="${horizon - 372}" width="52" height="40" fill="${gold}"/>`;
  out += bayonFace(cx, horizon - 350, 46, shade(gold, 0.05), tone('#7a5a1a', m, 0));
  const lawn = tone('#6fa046', m, 0.05);
  out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${lawn}"/>`;
  out += `<path d="M${cx - 60} ${horizon}L${cx - 200} ${H}H${cx + 200}L${cx + 60} ${horizon}z" fill="${tone('#e8e0cf', m, 0.02)}"/>`;
  for (const [x, s] of [
    [140, 1],
    [300, 0.8],
    [900, 0.8],
    [1060, 1],
  ] as const) {
    out += `<ellipse cx="${x}" cy="${horizon + 60 + s * 40}" rx="${60 * s}" ry="${22 * s}" fill="${tone('#3f7a35', m, 0)}"/><ellipse cx="${x}" cy="${horizon + 40 + s * 40}" rx="${46 * s}" ry="${30 * s}" fill="${tone('#4f8f40', m, 0)}"/>`;
  }
  out += tree(60, H - 40, 420, tone('#3f7a35', m, 0.05), tone('#5a4030', m, 0), 8);
  let flowers = '';
  for (let i = 0; i < 12; i++)
    flowers += `<circle cx="${30 + ((i * 37) % 140)}" cy="${330 + ((i * 53) % 180)}" r="7" fill="#fff6e8"/><circle cx="${30 + ((i * 37) % 140)}" cy="${330 + ((i * 53) % 180)}" r="3" fill="#f5c842"/>`;
  out += m.night ? '' : flowers;
  return out + birds(820, 150, m.night ? 0 : 5, tone('#2b2630', m, 0.2), v + 2) + rain(m, v + 11);
}

/** A museum: a terracotta Khmer pavilion over a lotus pond, or a gallery with a statue. */
export function museum(m: Mood, v: number): string {
  if (v % 2 === 1) return gallery3d(m, v);
  const horizon = 540;
  const red = tone('#b6533d', m, 0.05);
  const tile = tone('#8c2f25', m, 0.05);
  const gold = tone('#d9a441', m, 0);
  let out = sky(m, 150 + v, horizon) + treeLine(horizon - 80, tone('#4a6e3c', m, 0.6), 30 + v, 30);
  const cx = 600;
  out += `<rect x="${cx - 430}" y="${horizon - 130}" width="860" height="130" fill="${red}"/>`;
  let cols = '';
  for (let i = 0; i < 14; i++) {
    const x = cx - 410 + i * 62;
    cols += `<rect x="${x}" y="${horizon - 118}" width="16" height="118" fill="${shade(red, 0.12)}"/><rect x="${x + 22}" y="${horizon - 100}" width="30" height="70" fill="${m.night ? '#ffd27a' : shade(red, -0.45)}"/>`;
  }
  out += cols;
  out +=
    khmerRoof(cx - 280, horizon - 130, 300, 110, 2, tile, gold, gold) +
    khmerRoof(cx + 280, horizon - 130, 300, 110, 2, tile, gold, gold);
  out += `<rect x="${cx - 110}" y="${horizon - 170}" width="220" height="170" fill="${shade(red, 0.06)}"/><path d="M${cx - 40} ${horizon}v-90q40 -46 80 0v90z" fill="${shade(red, -0.5)}"/>`;
  out += khmerRoof(cx, horizon - 170, 300, 170, 3, tile, gold, gold);
  out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${tone('#6f9a48', m, 0.05)}"/>`;
  out += water(horizon + 80, m, 160 + v, 'mw');
  out += `<path d="M0 ${horizon + 80}H${W}" stroke="${tone('#cfc4b0', m, 0)}" stroke-width="10"/>`;
  out += lotusPads(horizon + 120, m, 10 + v);
  out += tree(1120, horizon + 70, 360, tone('#3d7a38', m, 0.05), tone('#5a4030', m, 0), 9);
  return out + rain(m, v + 13);
}

/** A seated Buddha in meditation on a lotus throne, base centre at (cx, y), height s. */
export function buddha(cx: number, y: number, s: number, col: string): string {
  const d = shade(col, -0.18);
  let out = `<path d="M${n(cx - s * 0.52)} ${n(y)}h${n(s * 1.04)}l${n(-s * 0.06)} ${n(-s * 0.1)}h${n(-s * 0.92)}z" fill="${d}"/>`;
  for (let i = 0; i < 9; i++) {
    const x = cx - s * 0.44 + i * s * 0.11;
    out += `<path d="M${n(x - s * 0.055)} ${n(y - s * 0.1)}Q${n(x)} ${n(y - s * 0.19)} ${n(x + s * 0.055)} ${n(y - s * 0.1)}z" fill="${i % 2 ? col : d}"/>`;
  }
  out += `<path d="M${n(cx - s * 0.46)} ${n(y - s * 0.12)}Q${n(cx - s * 0.48)} ${n(y - s * 0.3)} ${n(cx - s * 0.2)} ${n(y - s * 0.31)}H${n(cx + s * 0.2)}Q${n(cx + s * 0.48)} ${n(y - s * 0.3)} ${n(cx + s * 0.46)} ${n(y - s * 0.12)}z" fill="${col}"/>`;
  out += `<path d="M${n(cx - s * 0.2)} ${n(y - s * 0.28)}Q${n(cx - s * 0.27)} ${n(y - s * 0.5)} ${n(cx - s * 0.2)} ${n(y - s * 0.62)}Q${n(cx)} ${n(y - s * 0.68)} ${n(cx + s * 0.2)} ${n(y - s * 0.62)}Q${n(cx + s * 0.27)} ${n(y - s * 0.5)} ${n(cx + s * 0.2)} ${n(y - s * 0.28)}z" fill="${col}"/>`;
  out += `<path d="M${n(cx - s * 0.2)} ${n(y - s * 0.6)}Q${n(cx - s * 0.32)} ${n(y - s * 0.45)} ${n(cx - s * 0.12)} ${n(y - s * 0.3)}M${n(cx + s * 0.2)} ${n(y - s * 0.6)}Q${n(cx + s * 0.32)} ${n(y - s * 0.45)} ${n(cx + s * 0.12)} ${n(y - s * 0.3)}" stroke="${d}" stroke-width="${n(s * 0.05)}" fill="none" stroke-linecap="round"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(y - s * 0.3)}" rx="${n(s * 0.13)}" ry="${n(s * 0.04)}" fill="${d}"/>`;
  out += `<path d="M${n(cx + s * 0.18)} ${n(y - s * 0.62)}L${n(cx - s * 0.1)} ${n(y - s * 0.33)}" stroke="${d}" stroke-width="${n(s * 0.015)}"/>`;
  out += `<rect x="${n(cx - s * 0.05)}" y="${n(y - s * 0.72)}" width="${n(s * 0.1)}" height="${n(s * 0.08)}" fill="${col}"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(y - s * 0.83)}" rx="${n(s * 0.11)}" ry="${n(s * 0.14)}" fill="${col}"/>`;
  out += `<path d="M${n(cx - s * 0.11)} ${n(y - s * 0.86)}q${n(-s * 0.04)} ${n(s * 0.04)} ${n(-s * 0.015)} ${n(s * 0.13)}M${n(cx + s * 0.11)} ${n(y - s * 0.86)}q${n(s * 0.04)} ${n(s * 0.04)} ${n(s * 0.015)} ${n(s * 0.13)}" stroke="${col}" stroke-width="${n(s * 0.035)}" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M${n(cx - s * 0.1)} ${n(y - s * 0.9)}Q${n(cx)} ${n(y - s * 1.04)} ${n(cx + s * 0.1)} ${n(y - s * 0.9)}z" fill="${d}"/><path d="M${n(cx - s * 0.03)} ${n(y - s * 1)}L${n(cx)} ${n(y - s * 1.1)}L${n(cx + s * 0.03)} ${n(y - s * 1)}z" fill="${d}"/>`;
  out += `<path d="M${n(cx - s * 0.06)} ${n(y - s * 0.84)}q${n(s * 0.03)} ${n(s * 0.012)} ${n(s * 0.05)} 0M${n(cx + s * 0.01)} ${n(y - s * 0.84)}q${n(s * 0.03)} ${n(s * 0.012)} ${n(s * 0.05)} 0M${n(cx - s * 0.035)} ${n(y - s * 0.76)}q${n(s * 0.035)} ${n(s * 0.02)} ${n(s * 0.07)} 0" stroke="${shade(col, -0.35)}" stroke-width="${n(Math.max(1, s * 0.008))}" fill="none"/>`;
  return out;
}

function gallery3d(m: Mood, v: number): string {
  const dark = v % 8 === 5;
  const wallCol = v % 8 === 3 ? '#e9e1d3' : dark ? '#2f3342' : v % 8 === 7 ? '#c9b79a' : '#d8cbb7';
  const floor = dark ? '#4a4036' : '#a98c6a';
  let out = `<defs>${lin('gw', [
    [0, shade(wallCol, 0.06)],
    [1, shade(wallCol, -0.1)],
  ])}${rad('spot', [
    [0, '#fff4d6', dark ? 0.7 : 0.45],
    [1, '#fff4d6', 0],
  ])}${lin('gf', [
    [0, shade(floor, -0.1)],
    [1, shade(floor, 0.1)],
  ])}</defs>`;
  out += `<rect width="${W}" height="${H}" fill="url(#gw)"/>`;
  out += `<path d="M0 0L240 140V560L0 ${H}zM${W} 0L960 140V560L${W} ${H}z" fill="${shade(wallCol, -0.12)}"/>`;
  out += `<path d="M0 ${H}L240 560H960L${W} ${H}z" fill="url(#gf)"/>`;
  out += `<path d="M0 0L240 140H960L${W} 0z" fill="${shade(wallCol, -0.25)}"/>`;
  const bronze = dark ? '#7a6238' : '#6f6a5c';
  if (v % 8 === 7) {
    let rows = '';
    for (let row = 0; row < 4; row++) {
      const y = 230 + row * 95;
      rows += `<rect x="250" y="${y}" width="700" height="10" fill="${shade(wallCol, -0.3)}"/>`;
      for (let i = 0; i < 12; i++)
        rows += buddha(282 + i * 58, y, 62, i % 3 ? bronze : shade(bronze, 0.15));
    }
    out += rows;
  } else {
    out += `<ellipse cx="600" cy="330" rx="330" ry="380" fill="url(#spot)"/>`;
    out += `<rect x="470" y="500" width="260" height="110" fill="${shade(wallCol, -0.35)}"/><rect x="455" y="488" width="290" height="18" fill="${shade(wallCol, -0.2)}"/>`;
    out += buddha(600, 488, 330, bronze);
  }
  for (const x of [110, 1090]) {
    out +=
      `<rect x="${x - 50}" y="220" width="100" height="190" rx="8" fill="${shade(wallCol, -0.3)}"/>` +
      buddha(x, 390, 120, shade(bronze, 0.1));
  }
  out += person(330, 720, 170, '#2a2a32') + person(900, 680, 130, '#3a2f2f');
  return out;
}
