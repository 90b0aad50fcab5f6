/**
 * Temple pictures (render.ts): Angkor Wat's lotus towers and galleries and the
 * Bayon's smiling faces; the jungle temples are in jungle-temples.ts.
 */
import { mix, shade } from '../kit/colour';
import { ACROSS, lin, n, rng } from '../kit/svg';
import { H, tone, W, type Mood } from './light';
import {
  birds,
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

/** The lotus-bud tower of classical Angkor: a body, then receding tiers to a point. */
export function lotusTower(
  cx: number,
  base: number,
  top: number,
  hw: number,
  fill: string,
  line: string,
  door = true,
): string {
  const h = base - top;
  const body = h * 0.2;
  const budBase = base - body;
  const tiers = 9;
  const prof = (t: number) => hw * Math.pow(1 - Math.pow(t, 2.1), 0.55);
  const left: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < tiers; i++) {
    const t0 = i / tiers;
    const t1 = (i + 1) / tiers;
    const y0 = budBase - (budBase - top) * t0 * 0.94;
    const y1 = budBase - (budBase - top) * t1 * 0.94;
    const w0 = prof(t0 * 0.94);
    const w1 = prof(t1 * 0.94);
    left.push(
      `${n(cx - w0 * 1.1)} ${n(y0)}`,
      `${n(cx - w0 * 0.97)} ${n(y0 - (y0 - y1) * 0.25)}`,
      `${n(cx - w1 * 1.02)} ${n(y1 + 1)}`,
    );
    lines.push(`M${n(cx - w0 * 1.05)} ${n(y0)}h${n(w0 * 2.1)}`);
  }
  const right = left
    .slice()
    .reverse()
    .map((p) => {
      const [x, y] = p.split(' ').map(Number) as [number, number];
      return `${n(2 * cx - x)} ${n(y)}`;
    });
  const bud = `M${left.join('L')}L${n(cx)} ${n(top - h * 0.05)}L${right.join('L')}z`;
  const doorway = `<path d="M${n(cx - hw * 0.22)} ${base}v${n(-body * 0.7)}l${n(hw * 0.22)} ${n(-body * 0.18)}l${n(hw * 0.22)} ${n(body * 0.18)}v${n(body * 0.7)}z" fill="${line}" opacity=".75"/>`;
  return `<path d="M${n(cx - hw * 1.12)} ${base}V${n(budBase)}h${n(hw * 2.24)}V${base}z" fill="${fill}"/>${door ? doorway : ''}<path d="${bud}" fill="${fill}"/><path d="${lines.join('')}" stroke="${line}" stroke-width="${n(Math.max(1.2, hw * 0.05))}" opacity=".55"/>`;
}

/** A long roofed gallery with a rhythm of windows, on a stepped plinth. */
function gallery(
  x0: number,
  x1: number,
  yb: number,
  h: number,
  fill: string,
  dark: string,
): string {
  const w = x1 - x0;
  let win = '';
  const step = Math.max(10, h * 0.45);
  for (let x = x0 + step * 0.6; x < x1 - step * 0.4; x += step) {
    win += `M${n(x)} ${n(yb - h * 0.72)}h${n(step * 0.42)}v${n(h * 0.32)}h${n(-step * 0.42)}z`;
  }
  return `<rect x="${n(x0 - h * 0.2)}" y="${n(yb - h * 0.28)}" width="${n(w + h * 0.4)}" height="${n(h * 0.28)}" fill="${shade(fill, -0.08)}"/><rect x="${n(x0)}" y="${n(yb - h * 0.8)}" width="${n(w)}" height="${n(h * 0.54)}" fill="${fill}"/><path d="${win}" fill="${dark}" opacity=".6"/><path d="M${n(x0 - h * 0.1)} ${n(yb - h * 0.78)}L${n(x0 + h * 0.35)} ${n(yb - h)}H${n(x1 - h * 0.35)}L${n(x1 + h * 0.1)} ${n(yb - h * 0.78)}z" fill="${shade(fill, -0.18)}"/>`;
}

export function lotusPads(y0: number, m: Mood, seed: number): string {
  const r = rng(seed);
  let out = '';
  const pad = tone('#4f7d3a', m, 0);
  const flower = tone('#f29bb5', m, 0);
  for (let i = 0; i < 16; i++) {
    const left = i % 2 === 0;
    const x = left ? r() * 330 : W - r() * 330;
    const y = y0 + r() * (H - y0);
    const s = 14 + ((y - y0) / (H - y0)) * 34;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.32)}" fill="${i % 3 ? pad : shade(pad, 0.15)}"/>`;
    if (i % 4 === 0) {
      out += `<path d="M${n(x)} ${n(y - s * 0.2)}v${n(-s * 0.9)}" stroke="${pad}" stroke-width="2"/><path d="M${n(x - s * 0.25)} ${n(y - s * 1.1)}Q${n(x)} ${n(y - s * 1.9)} ${n(x + s * 0.25)} ${n(y - s * 1.1)}Q${n(x)} ${n(y - s * 0.85)} ${n(x - s * 0.25)} ${n(y - s * 1.1)}z" fill="${flower}"/>`;
    }
  }
  return out;
}

/** A seven-headed naga rearing at the end of a balustrade. */
function naga(x: number, y: number, s: number, col: string): string {
  const hy = y - s * 0.85;
  let out = `<path d="M${n(x - s * 0.16)} ${y}Q${n(x - s * 0.2)} ${n(y - s * 0.5)} ${n(x - s * 0.08)} ${n(hy)}h${n(s * 0.16)}Q${n(x + s * 0.2)} ${n(y - s * 0.5)} ${n(x + s * 0.16)} ${y}z" fill="${col}"/>`;
  out += `<path d="M${n(x - s * 0.55)} ${n(hy + s * 0.05)}A${n(s * 0.55)} ${n(s * 0.55)} 0 0 1 ${n(x + s * 0.55)} ${n(hy + s * 0.05)}z" fill="${shade(col, -0.1)}"/>`;
  for (let i = 0; i < 7; i++) {
    const a = Math.PI * (1.08 + (i / 6) * 0.84);
    const hx = x + Math.cos(a) * s * 0.55;
    const yy = hy + Math.sin(a) * s * 0.55;
    out += `<ellipse cx="${n(hx)}" cy="${n(yy)}" rx="${n(s * 0.1)}" ry="${n(s * 0.13)}" fill="${col}" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(hx)} ${n(yy)})"/><circle cx="${n(hx)}" cy="${n(yy)}" r="${n(s * 0.018)}" fill="${shade(col, -0.5)}"/>`;
  }
  return `${out}<rect x="${n(x - s * 0.3)}" y="${n(y - s * 0.12)}" width="${n(s * 0.6)}" height="${n(s * 0.12)}" fill="${shade(col, -0.15)}"/>`;
}

/** Angkor Wat: five lotus towers over the galleries, seen across the pond or along the causeway. */
export function angkorTemple(m: Mood, v: number): string {
  const causeway = v % 8 === 1 || v % 8 === 2 || v % 8 === 6;
  const horizon = causeway ? 500 : 548;
  const k = causeway ? 0.82 : 1;
  const cx = 600;
  const stone = tone('#9a8d76', m, 0.3);
  const dark = tone('#3d352b', m, 0.3);
  const lit = mix(stone, m.warm, m.night ? 0 : 0.25);
  const defs = `<defs>${lin(
    'tw',
    [
      [0, lit],
      [0.55, stone],
      [1, shade(stone, -0.25)],
    ],
    ACROSS,
  )}</defs>`;
  const yb = horizon - 8;
  let temple = `<g transform="translate(${cx} ${yb}) scale(${k}) translate(${-cx} ${-yb})">`;
  temple += gallery(cx - 360, cx + 360, yb, 52, stone, dark);
  temple +=
    lotusTower(cx - 350, yb - 40, yb - 108, 20, 'url(#tw)', dark) +
    lotusTower(cx + 350, yb - 40, yb - 108, 20, 'url(#tw)', dark);
  temple += gallery(cx - 250, cx + 250, yb - 44, 46, stone, dark);
  temple += `<path d="M${cx - 175} ${yb - 84}L${cx - 150} ${yb - 150}H${cx + 150}L${cx + 175} ${yb - 84}z" fill="${shade(stone, -0.1)}"/>`;
  temple += gallery(cx - 150, cx + 150, yb - 140, 40, stone, dark);
  temple += lotusTower(cx - 148, yb - 176, yb - 282, 27, 'url(#tw)', dark);
  temple += lotusTower(cx + 148, yb - 176, yb - 282, 27, 'url(#tw)', dark);
  temple += lotusTower(cx - 92, yb - 176, yb - 300, 29, 'url(#tw)', dark);
  temple += lotusTower(cx + 92, yb - 176, yb - 300, 29, 'url(#tw)', dark);
  temple += lotusTower(cx, yb - 176, yb - 372, 38, 'url(#tw)', dark);
  temple += `<path d="M${cx - 44} ${yb - 40}L${cx - 30} ${yb - 96}H${cx + 30}L${cx + 44} ${yb - 40}z" fill="${shade(stone, -0.12)}"/>`;
  temple += '</g>';
  const far = treeLine(horizon - 62, tone('#3f5f3a', m, 0.75), 11 + v, 22);
  const palmCol = tone('#2d3a26', m, 0.05);
  const palms =
    sugarPalm(130, horizon + 16, 300, palmCol) +
    sugarPalm(215, horizon + 8, 240, palmCol) +
    sugarPalm(1050, horizon + 12, 280, palmCol) +
    (v % 2 ? sugarPalm(980, horizon + 6, 200, palmCol) : '');
  let out = defs + sky(m, 20 + v, horizon) + far + temple;
  if (causeway) {
    const ground = tone('#7e9a4e', m, 0.2);
    out += `<rect y="${horizon - 4}" width="${W}" height="${H - horizon}" fill="${ground}"/>`;
    out += water(560, m, 40 + v, 'moat');
    out += `<path d="M0 560H${W}" stroke="${tone('#6b6452', m, 0.1)}" stroke-width="6"/>`;
    const road = tone('#b3a58a', m, 0.1);
    out += `<path d="M${cx - 20} ${horizon}L${cx - 250} ${H}H${cx + 250}L${cx + 20} ${horizon}z" fill="${road}"/>`;
    out += `<path d="M${cx - 20} ${horizon}L${cx - 250} ${H}M${cx + 20} ${horizon}L${cx + 250} ${H}" stroke="${shade(road, -0.35)}" stroke-width="10"/>`;
    let joints = '';
    for (let i = 1; i < 14; i++) {
      const t = Math.pow(i / 14, 1.8);
      const y = horizon + (H - horizon) * t;
      const hw = 20 + 230 * t;
      joints += `M${n(cx - hw)} ${n(y)}h${n(hw * 2)}`;
    }
    out += `<path d="${joints}" stroke="${shade(road, -0.18)}" stroke-width="2"/>`;
    out +=
      naga(cx - 272, H - 6, 125, shade(road, -0.25)) +
      naga(cx + 272, H - 6, 125, shade(road, -0.25));
    out +=
      person(cx - 40, 640, 70, tone('#3a3030', m, 0.1)) +
      person(cx + 70, 600, 50, tone('#5a3a30', m, 0.15));
    out += palms;
  } else {
    const bank = tone('#5d7a3c', m, 0.15);
    out += `<rect y="${horizon - 6}" width="${W}" height="26" fill="${bank}"/>`;
    let people = '';
    for (let i = 0; i < 9; i++)
      people += person(
        330 + i * 64 + (i % 3) * 9,
        horizon + 12,
        16 + (i % 2) * 3,
        tone('#2b2630', m, 0.1),
      );
    out += people + palms;
    out += water(horizon + 18, m, 30 + v, 'pond');
    out += reflect(far + temple + palms, horizon + 18, m, 'rf', m.night ? 0.35 : 0.5);
    out += sunOnWater(m, horizon + 20) + lotusPads(horizon + 60, m, 3 + v);
  }
  return (
    out +
    birds(880, 200, m.night ? 0 : 6, tone('#2b2630', m, 0.2), v) +
    mist(m, [horizon - 90, horizon - 30]) +
    rain(m, v)
  );
}

/** One serene Bayon face: crown, downcast eyes, broad nose, smiling lips and long ears. */
export function bayonFace(
  cx: number,
  cy: number,
  s: number,
  stone: string,
  line: string,
  overlay = '',
): string {
  const hw = s * 0.42;
  const outline = `M${n(cx - hw)} ${n(cy - s * 0.42)}Q${n(cx - hw * 1.06)} ${n(cy + s * 0.28)} ${n(cx - hw * 0.66)} ${n(cy + s * 0.5)}H${n(cx + hw * 0.66)}Q${n(cx + hw * 1.06)} ${n(cy + s * 0.28)} ${n(cx + hw)} ${n(cy - s * 0.42)}z`;
  const sw = (k: number) => n(Math.max(1.2, s * k));
  let out = `<path d="${outline}" fill="${stone}"/>`;
  out += `<path d="M${n(cx - hw)} ${n(cy - s * 0.2)}q${n(-s * 0.11)} ${n(s * 0.04)} ${n(-s * 0.09)} ${n(s * 0.32)}q${n(s * 0.01)} ${n(s * 0.2)} ${n(s * 0.07)} ${n(s * 0.2)}zM${n(cx + hw)} ${n(cy - s * 0.2)}q${n(s * 0.11)} ${n(s * 0.04)} ${n(s * 0.09)} ${n(s * 0.32)}q${n(-s * 0.01)} ${n(s * 0.2)} ${n(-s * 0.07)} ${n(s * 0.2)}z" fill="${shade(stone, -0.14)}"/>`;
  let joints = '';
  for (let i = 1; i < 6; i++) {
    const y = cy - s * 0.42 + i * s * 0.155;
    joints += `M${n(cx - hw)} ${n(y)}h${n(hw * 2)}`;
    for (let j = 0; j < 3; j++)
      joints += `M${n(cx - hw + ((j + (i % 2) * 0.5 + 0.3) * hw * 2) / 3)} ${n(y)}v${n(s * 0.155)}`;
  }
  out += `<path d="${joints}" stroke="${line}" stroke-width="${sw(0.006)}" opacity=".28"/>`;
  out += `<path d="M${n(cx - hw * 1.03)} ${n(cy - s * 0.42)}h${n(hw * 2.06)}v${n(-s * 0.09)}h${n(-hw * 2.06)}z" fill="${shade(stone, -0.12)}"/>`;
  for (let i = 0; i < 7; i++) {
    const x = cx - hw + (i + 0.5) * ((hw * 2) / 7);
    out += `<path d="M${n(x - s * 0.055)} ${n(cy - s * 0.51)}Q${n(x - s * 0.04)} ${n(cy - s * 0.62)} ${n(x)} ${n(cy - s * 0.68)}Q${n(x + s * 0.04)} ${n(cy - s * 0.62)} ${n(x + s * 0.055)} ${n(cy - s * 0.51)}z" fill="${stone}"/><circle cx="${n(x)}" cy="${n(cy - s * 0.47)}" r="${n(s * 0.014)}" fill="${line}" opacity=".5"/>`;
  }
  const ex = s * 0.17;
  const ey = cy - s * 0.1;
  out += `<path d="M${n(cx - ex - s * 0.15)} ${n(ey - s * 0.06)}Q${n(cx - ex)} ${n(ey - s * 0.14)} ${n(cx - s * 0.035)} ${n(ey - s * 0.05)}M${n(cx + ex + s * 0.15)} ${n(ey - s * 0.06)}Q${n(cx + ex)} ${n(ey - s * 0.14)} ${n(cx + s * 0.035)} ${n(ey - s * 0.05)}" stroke="${line}" stroke-width="${sw(0.022)}" fill="none" stroke-linecap="round" opacity=".8"/>`;
  for (const sx of [-1, 1]) {
    const x = cx + sx * ex;
    out += `<path d="M${n(x - s * 0.12)} ${n(ey)}Q${n(x)} ${n(ey - s * 0.035)} ${n(x + s * 0.12)} ${n(ey)}Q${n(x)} ${n(ey + s * 0.05)} ${n(x - s * 0.12)} ${n(ey)}z" fill="${shade(stone, -0.28)}"/><path d="M${n(x - s * 0.13)} ${n(ey - s * 0.005)}Q${n(x)} ${n(ey - s * 0.045)} ${n(x + s * 0.13)} ${n(ey - s * 0.005)}" stroke="${line}" stroke-width="${sw(0.016)}" fill="none" stroke-linecap="round"/>`;
  }
  out += `<path d="M${n(cx - s * 0.035)} ${n(ey - s * 0.05)}L${n(cx - s * 0.05)} ${n(cy + s * 0.1)}Q${n(cx - s * 0.11)} ${n(cy + s * 0.14)} ${n(cx - s * 0.1)} ${n(cy + s * 0.18)}Q${n(cx)} ${n(cy + s * 0.22)} ${n(cx + s * 0.1)} ${n(cy + s * 0.18)}Q${n(cx + s * 0.11)} ${n(cy + s * 0.14)} ${n(cx + s * 0.05)} ${n(cy + s * 0.1)}L${n(cx + s * 0.035)} ${n(ey - s * 0.05)}z" fill="${shade(stone, 0.06)}"/>`;
  out += `<path d="M${n(cx + s * 0.035)} ${n(ey - s * 0.04)}L${n(cx + s * 0.05)} ${n(cy + s * 0.1)}Q${n(cx + s * 0.11)} ${n(cy + s * 0.14)} ${n(cx + s * 0.1)} ${n(cy + s * 0.18)}" stroke="${line}" stroke-width="${sw(0.012)}" fill="none" opacity=".6"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(cy + s * 0.205)}" rx="${n(s * 0.09)}" ry="${n(s * 0.022)}" fill="${shade(stone, -0.3)}"/>`;
  const ly = cy + s * 0.3;
  out += `<path d="M${n(cx - s * 0.19)} ${n(ly - s * 0.02)}Q${n(cx - s * 0.08)} ${n(ly - s * 0.075)} ${n(cx)} ${n(ly - s * 0.045)}Q${n(cx + s * 0.08)} ${n(ly - s * 0.075)} ${n(cx + s * 0.19)} ${n(ly - s * 0.02)}Q${n(cx)} ${n(ly + s * 0.012)} ${n(cx - s * 0.19)} ${n(ly - s * 0.02)}z" fill="${shade(stone, -0.1)}"/>`;
  out += `<path d="M${n(cx - s * 0.17)} ${n(ly - s * 0.01)}Q${n(cx)} ${n(ly + s * 0.11)} ${n(cx + s * 0.17)} ${n(ly - s * 0.01)}Q${n(cx)} ${n(ly + s * 0.02)} ${n(cx - s * 0.17)} ${n(ly - s * 0.01)}z" fill="${shade(stone, -0.04)}"/>`;
  out += `<path d="M${n(cx - s * 0.21)} ${n(ly - s * 0.04)}Q${n(cx - s * 0.19)} ${n(ly - s * 0.005)} ${n(cx - s * 0.16)} ${n(ly - s * 0.012)}Q${n(cx)} ${n(ly + s * 0.03)} ${n(cx + s * 0.16)} ${n(ly - s * 0.012)}Q${n(cx + s * 0.19)} ${n(ly - s * 0.005)} ${n(cx + s * 0.21)} ${n(ly - s * 0.04)}" stroke="${line}" stroke-width="${sw(0.015)}" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M${n(cx - s * 0.1)} ${n(ly + s * 0.1)}Q${n(cx)} ${n(ly + s * 0.135)} ${n(cx + s * 0.1)} ${n(ly + s * 0.1)}" stroke="${line}" stroke-width="${sw(0.01)}" fill="none" opacity=".4"/>`;
  out += `<path d="M${n(cx - hw * 0.72)} ${n(cy + s * 0.05)}q${n(s * 0.03)} ${n(s * 0.18)} ${n(s * 0.12)} ${n(s * 0.28)}M${n(cx + hw * 0.72)} ${n(cy + s * 0.05)}q${n(-s * 0.03)} ${n(s * 0.18)} ${n(-s * 0.12)} ${n(s * 0.28)}" stroke="${line}" stroke-width="${sw(0.008)}" fill="none" opacity=".3"/>`;
  if (overlay) out += `<path d="${outline}" fill="${overlay}"/>`;
  return out;
}

/** A Bayon tower: tiers, a face on the front, half faces at the sides, a lotus top. */
function faceTower(
  cx: number,
  base: number,
  s: number,
  stone: string,
  line: string,
  lichen: number,
): string {
  const hw = s * 0.55;
  const faceY = base - s * 0.95;
  let out = `<path d="M${n(cx - hw * 1.08)} ${base}L${n(cx - hw)} ${n(faceY - s * 0.6)}h${n(hw * 2)}L${n(cx + hw * 1.08)} ${base}z" fill="${shade(stone, -0.1)}"/>`;
  for (const sx of [-1, 1]) {
    const x = cx + sx * hw;
    out += `<path d="M${n(x)} ${n(faceY - s * 0.46)}q${n(sx * s * 0.1)} ${n(s * 0.2)} ${n(sx * s * 0.06)} ${n(s * 0.32)}q${n(sx * s * 0.09)} ${n(s * 0.06)} ${n(sx * s * 0.05)} ${n(s * 0.16)}q${n(sx * s * 0.06)} ${n(s * 0.08)} ${n(sx * s * 0.02)} ${n(s * 0.16)}L${n(x)} ${n(faceY + s * 0.5)}z" fill="${shade(stone, -0.24)}"/>`;
  }
  for (let i = 0; i < 3; i++) {
    const y = base - i * s * 0.12;
    out += `<rect x="${n(cx - hw * (1.18 - i * 0.04))}" y="${n(y - s * 0.11)}" width="${n(hw * 2 * (1.18 - i * 0.04))}" height="${n(s * 0.11)}" fill="${shade(stone, -0.04 * i)}"/>`;
  }
  out += bayonFace(cx, faceY, s, stone, line, 'url(#fsh)');
  out += lotusTower(
    cx,
    faceY - s * 0.6,
    faceY - s * 1.5,
    hw * 0.66,
    shade(stone, -0.06),
    line,
    false,
  );
  const r = rng(Math.round(cx + base));
  for (let i = 0; i < 5; i++) {
    out += `<ellipse cx="${n(cx + (r() - 0.5) * hw * 2)}" cy="${n(faceY - s * 0.8 + r() * s * 1.6)}" rx="${n(s * (0.04 + r() * 0.08))}" ry="${n(s * 0.03)}" fill="${i % 2 ? '#c9a15a' : '#6f8a4a'}" opacity="${n(lichen)}"/>`;
  }
  return out;
}

/** The Bayon: towers of smiling faces rising out of the forest. */
export function faceTemple(m: Mood, v: number): string {
  const close = v % 8 === 2 || v % 8 === 5 || v % 8 === 7;
  const horizon = 560;
  const line = tone('#2f2922', m, 0.1);
  const lichen = m.night ? 0.1 : 0.35;
  let out = `<defs>${lin(
    'fsh',
    [
      [0, '#fff8e8', m.night ? 0 : 0.18],
      [0.45, '#ffffff', 0],
      [1, '#000000', 0.28],
    ],
    ACROSS,
  )}</defs>${sky(m, 50 + v, horizon)}${ridge(horizon - 40, 40, 5, tone('#4d6b45', m, 0.8))}`;
  out += treeLine(horizon - 70, tone('#3f6a38', m, 0.6), 7 + v, 24);
  if (close) {
    out += faceTower(150, 720, 170, tone('#8c8577', m, 0.45), line, lichen);
    out += faceTower(1060, 700, 160, tone('#8c8577', m, 0.5), line, lichen);
    const st = tone('#9a9282', m, 0.02);
    out += `<path d="M300 ${H}L330 300H870L900 ${H}z" fill="${shade(st, -0.12)}"/>`;
    for (const sx of [-1, 1]) {
      const x = 600 + sx * 270;
      out += `<path d="M${x} 330q${sx * 40} 90 ${sx * 24} 150q${sx * 36} 24 ${sx * 20} 70q${sx * 26} 34 ${sx * 8} 70L${x} 700z" fill="${shade(st, -0.28)}"/>`;
    }
    out += bayonFace(600, 560, 440, st, line, 'url(#fsh)');
    out += lotusTower(600, 330, -120, 180, shade(st, -0.08), line, false);
    out += `<path d="M0 ${H}V700Q200 660 330 ${H}zM${W} ${H}V680Q1000 650 870 ${H}z" fill="${tone('#33502f', m, 0)}"/>`;
  } else {
    const mid = tone('#8c8577', m, 0.25);
    const back = tone('#8c8577', m, 0.5);
    const mass = tone('#7f786a', m, 0.3);
    out += `<path d="M120 650L200 560H260L320 470H880L940 560H1000L1080 650z" fill="${mass}"/>`;
    let tiers = '';
    for (let i = 0; i < 6; i++) tiers += `M${170 + i * 25} ${n(600 - i * 24)}H${1030 - i * 25}`;
    out += `<path d="${tiers}" stroke="${shade(mass, -0.2)}" stroke-width="3"/>`;
    out +=
      faceTower(230, 470, 95, back, line, lichen) +
      faceTower(960, 465, 100, back, line, lichen) +
      faceTower(420, 430, 110, back, line, lichen);
    out += faceTower(780, 440, 120, mid, line, lichen);
    out += faceTower(600, 520, 160, tone('#928a7b', m, 0.12), line, lichen);
    out += faceTower(330, 640, 150, tone('#978f80', m, 0.05), line, lichen);
    out += faceTower(880, 660, 165, tone('#978f80', m, 0.03), line, lichen);
    const wall = tone('#7d7566', m, 0);
    out += `<rect y="640" width="${W}" height="${H - 640}" fill="${wall}"/>`;
    let blocks = '';
    for (let y = 660; y < H; y += 28)
      for (let x = ((y / 28) % 2) * 40; x < W; x += 80) blocks += `M${x} ${y}h76`;
    out += `<path d="${blocks}" stroke="${shade(wall, -0.2)}" stroke-width="2"/>`;
    out +=
      person(560, 720, 70, tone('#4b2f2a', m, 0)) + person(640, 730, 64, tone('#7a3b2a', m, 0));
    out += tree(70, 700, 380, tone('#3d6b35', m, 0.05), tone('#4a3b2c', m, 0), 3);
    out += tree(1150, 710, 340, tone('#3d6b35', m, 0.05), tone('#4a3b2c', m, 0), 4);
  }
  return out + mist(m, [430, 500]) + rain(m, v + 9);
}
