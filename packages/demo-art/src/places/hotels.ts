/**
 * Hotel pictures (render.ts): six kinds of building seen from the garden
 * (pool hotel, resort, boutique shophouse, wooden guesthouse, hostel, villa);
 * their rooms are in rooms.ts.
 */
import { mix, shade } from '../kit/colour';
import { lin, n, rad, rng } from '../kit/svg';
import { H, W, tone, type Mood } from './light';
import {
  birds,
  coconutPalm,
  grass,
  person,
  rain,
  reflect,
  ridge,
  sky,
  sugarPalm,
  tree,
  treeLine,
  water,
} from './scenery';
import { khmerRoof } from './halls';

/** Wall colours of hotels and their rooms, one per view. */
export const WALLS = [
  '#f3e9d8',
  '#e8d5b9',
  '#dfe8e1',
  '#f1ddd2',
  '#e6e0ef',
  '#f4e3b8',
  '#d9e4ec',
  '#efe6d6',
];

/** A lounger with a towel, seen from the side. */
function lounger(x: number, y: number, s: number, frame: string, towel: string): string {
  return `<path d="M${n(x)} ${n(y)}h${n(s)}l${n(s * 0.25)} ${n(-s * 0.35)}" stroke="${frame}" stroke-width="${n(s * 0.06)}" fill="none" stroke-linecap="round"/><path d="M${n(x + s * 0.05)} ${n(y - s * 0.05)}h${n(s * 0.9)}l${n(s * 0.22)} ${n(-s * 0.3)}" stroke="${towel}" stroke-width="${n(s * 0.09)}" fill="none" stroke-linecap="round"/><path d="M${n(x + s * 0.1)} ${n(y)}v${n(s * 0.15)}M${n(x + s * 0.9)} ${n(y)}v${n(s * 0.15)}" stroke="${frame}" stroke-width="${n(s * 0.05)}"/>`;
}

/** A sun umbrella. */
function umbrella(x: number, y: number, s: number, col: string, pole: string): string {
  return `<path d="M${n(x)} ${n(y)}V${n(y - s)}" stroke="${pole}" stroke-width="${n(s * 0.04)}"/><path d="M${n(x - s * 0.6)} ${n(y - s * 0.78)}Q${n(x)} ${n(y - s * 1.25)} ${n(x + s * 0.6)} ${n(y - s * 0.78)}z" fill="${col}"/>`;
}

/** A rectangular pool in perspective, its surface mirroring what stands behind it. */
function pool(m: Mood, top: number, x0: number, x1: number, behind: string, id: string): string {
  const col = m.night ? '#1f5f8a' : '#43c0d6';
  const r = rng(top + x0);
  let caustics = '';
  for (let i = 0; i < 26; i++) {
    const y = top + 10 + r() * (H - top - 20);
    caustics += `M${n(x0 + r() * (x1 - x0))} ${n(y)}q12 -6 24 0t24 0`;
  }
  return `<defs>${lin(`${id}g`, [
    [0, tone(shade(col, 0.25), m, 0)],
    [1, tone(shade(col, -0.15), m, 0)],
  ])}<clipPath id="${id}c"><path d="M${x0} ${top}H${x1}L${x1 + 140} ${H}H${x0 - 140}z"/></clipPath></defs><path d="M${x0 - 16} ${top - 10}H${x1 + 16}L${x1 + 170} ${H}H${x0 - 170}z" fill="${tone('#e9e2d4', m, 0)}"/><g clip-path="url(#${id}c)"><rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#${id}g)"/><g transform="matrix(1 0 0 -1 0 ${2 * top})" opacity=".25">${behind}</g><path d="${caustics}" stroke="#ffffff" stroke-width="2" fill="none" opacity="${m.night ? 0.25 : 0.55}"/></g>`;
}

function windowsGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  cw: number,
  rh: number,
  m: Mood,
  seed: number,
  glass: string,
): string {
  const r = rng(seed);
  let out = '';
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const on = m.night ? r() < 0.7 : false;
      out += `<rect x="${n(x + i * cw + cw * 0.12)}" y="${n(y + j * rh + rh * 0.15)}" width="${n(cw * 0.76)}" height="${n(rh * 0.6)}" fill="${on ? '#ffd27a' : glass}"/>`;
    }
  return out;
}

/** Facades, window glass and umbrella canvas of the hotels' own pictures (decision 028). */
const FACADES = ['#f3e9d8', '#e9c9a0', '#d9e4ec', '#f0d2c2', '#e6e0c8', '#c9d8c5', '#f2dca8'];
const GLASS = ['#5f8fae', '#4f7f7a', '#6a7f9a', '#3f6f8f'];
const CANVAS = ['#f2efe6', '#e86a4a', '#2f7a8a', '#f2c14e', '#5a8a4a'];

/** A modern hotel block behind a long pool with loungers and umbrellas. */
export function hotelPool(m: Mood, v: number): string {
  const horizon = 520;
  const flip = v % 2 === 1;
  // A later variant (an item's own picture) is another hotel: its own facade, glass and umbrellas.
  const k = v >> 3;
  const wall = tone(k === 0 ? WALLS[v % 8]! : FACADES[k % FACADES.length]!, m, 0.05);
  const glass = tone(k === 0 ? '#5f8fae' : GLASS[(k >> 2) % GLASS.length]!, m, 0.05);
  const canvas = k === 0 ? '#f2efe6' : CANVAS[(k >> 1) % CANVAS.length]!;
  let behind = `<rect x="220" y="170" width="760" height="${horizon - 170}" fill="${wall}"/>`;
  for (let f = 0; f < 5; f++) {
    const y = 190 + f * 66;
    behind += `<rect x="220" y="${y + 48}" width="760" height="8" fill="${shade(wall, -0.15)}"/><rect x="232" y="${y + 30}" width="736" height="18" fill="${tone('#bfe3ec', m, 0.05)}" opacity=".55"/>`;
  }
  behind += windowsGrid(232, 186, 12, 5, 61.3, 66, m, 7 + v, glass);
  behind += `<rect x="560" y="110" width="300" height="60" fill="${tone('#7a5a3c', m, 0.05)}"/><path d="M540 110L710 70L880 110z" fill="${tone('#5a3a2a', m, 0.05)}"/>`;
  behind += `<rect x="520" y="${horizon - 90}" width="160" height="90" fill="${m.night ? '#ffcf7a' : tone('#3a4a5a', m, 0.05)}"/>`;
  behind +=
    coconutPalm(170, horizon, 330, 0.3, tone('#2f5a2c', m, 0.05)) +
    coconutPalm(1050, horizon, 300, -0.4, tone('#2f5a2c', m, 0.05));
  let out = sky(m, 2000 + v, horizon) + treeLine(horizon - 60, tone('#3f6a38', m, 0.5), 30 + v, 26);
  out += `<rect y="${horizon - 4}" width="${W}" height="${H - horizon}" fill="${tone('#e3d8c4', m, 0)}"/>`;
  out += flip ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${behind}</g>` : behind;
  out += pool(
    m,
    horizon + 40,
    260,
    940,
    flip ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${behind}</g>` : behind,
    'hp',
  );
  const frame = tone('#f6f2ea', m, 0);
  out +=
    lounger(40, 700, 150, frame, tone('#2e86c1', m, 0)) +
    lounger(1000, 700, 150, frame, tone('#2e86c1', m, 0));
  out +=
    umbrella(120, 690, 180, tone(canvas, m, 0), tone('#6a5a4a', m, 0)) +
    umbrella(1080, 690, 180, tone(canvas, m, 0), tone('#6a5a4a', m, 0));
  out +=
    tree(30, 560, 200, tone('#3f7a35', m, 0), tone('#5a4030', m, 0), 2) +
    person(700, 650, 20, tone('#3a2a2a', m, 0));
  return out + rain(m, v + 60);
}

/** A resort: Khmer-roofed pavilions around a lotus pond in a lush garden. */
export function resort(m: Mood, v: number): string {
  const horizon = 520;
  const r = rng(2100 + v);
  let behind = treeLine(horizon - 120, tone('#3f6a38', m, 0.45), 40 + v, 40);
  const tile = tone('#5a3a2a', m, 0.05);
  const wood = tone('#8a5a38', m, 0.05);
  const gold = tone('#c9a04a', m, 0.05);
  const cols = v % 2 ? [230, 600, 970] : [300, 720, 1060];
  cols.forEach((x, i) => {
    const s = i === 1 ? 1.25 : 0.9;
    behind += `<rect x="${n(x - 120 * s)}" y="${n(horizon - 110 * s)}" width="${n(240 * s)}" height="${n(110 * s)}" fill="${tone('#efe4cf', m, 0.05)}"/>`;
    for (let k = 0; k < 4; k++)
      behind += `<rect x="${n(x - 110 * s + k * 60 * s)}" y="${n(horizon - 100 * s)}" width="${n(40 * s)}" height="${n(80 * s)}" fill="${m.night ? '#ffcf7a' : shade(wood, -0.2)}"/>`;
    behind += khmerRoof(x, horizon - 110 * s, 300 * s, 130 * s, 2, tile, wood, gold);
  });
  for (let i = 0; i < 4; i++)
    behind += coconutPalm(
      120 + i * 320 + r() * 60,
      horizon,
      260 + r() * 80,
      r() - 0.5,
      tone('#2f5a2c', m, 0.1),
    );
  let out = sky(m, 2110 + v, horizon) + behind;
  out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${tone('#5f8f40', m, 0.05)}"/>`;
  out += water(horizon + 50, m, 2120 + v, 'rp') + reflect(behind, horizon + 50, m, 'rpf', 0.4);
  out += `<path d="M0 ${horizon + 50}H${W}" stroke="${tone('#cdbfa6', m, 0)}" stroke-width="10"/>`;
  for (let i = 0; i < 10; i++) {
    const x = r() * W;
    const y = horizon + 90 + r() * 200;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(20 + (y - horizon) * 0.1)}" ry="${n(6 + (y - horizon) * 0.03)}" fill="${tone('#4f7d3a', m, 0)}"/>`;
    if (i % 3 === 0)
      out += `<path d="M${n(x - 8)} ${n(y - 6)}Q${n(x)} ${n(y - 30)} ${n(x + 8)} ${n(y - 6)}z" fill="${tone('#f29bb5', m, 0)}"/>`;
  }
  out += `<path d="M560 ${horizon + 50}L500 ${H}H700L640 ${horizon + 50}z" fill="${tone('#b8a68a', m, 0)}"/>`;
  for (const x of [470, 730])
    out += `<rect x="${x - 8}" y="${H - 160}" width="16" height="80" fill="${tone('#6a5a48', m, 0)}"/><rect x="${x - 16}" y="${H - 190}" width="32" height="34" fill="${m.night || m.key === 'dusk' ? '#ffcf7a' : tone('#e8dcc4', m, 0)}"/>`;
  out +=
    tree(60, H, 460, tone('#2f6a2c', m, 0), tone('#4a3020', m, 0), 21) +
    tree(1160, H, 420, tone('#3f7a35', m, 0), tone('#4a3020', m, 0), 22);
  return out + rain(m, v + 62);
}

/** A boutique hotel in a colonial shophouse: shutters, balconies, bougainvillea. */
export function boutique(m: Mood, v: number): string {
  const street = 650;
  const wall = tone(['#f2c66d', '#e9a27a', '#f3e2b0', '#cfe0d3'][(v + (v >> 3)) % 4]!, m, 0);
  const shutter = tone(['#2f6f5a', '#2f5a8a', '#6a3a2a', '#3a6a8a'][(v + (v >> 3)) % 4]!, m, 0);
  const trim = tone('#fbf6ea', m, 0);
  let out = sky(m, 2200 + v, street);
  out += `<rect x="80" y="150" width="1040" height="${street - 150}" fill="${wall}"/><rect x="60" y="130" width="1080" height="34" fill="${trim}"/><rect x="80" y="360" width="1040" height="18" fill="${trim}"/>`;
  for (let i = 0; i < 5; i++) {
    const x = 130 + i * 200;
    out += `<path d="M${x} 340V220q50 -60 100 0V340z" fill="${m.night ? '#ffcf7a' : tone('#3a3030', m, 0)}"/><rect x="${x - 34}" y="210" width="34" height="130" fill="${shutter}"/><rect x="${x + 100}" y="210" width="34" height="130" fill="${shutter}"/>`;
    out += `<path d="M${x - 10} 340h120v-40h-120zM${x - 10} 310h120M${x + 10} 300v40M${x + 30} 300v40M${x + 50} 300v40M${x + 70} 300v40M${x + 90} 300v40" stroke="${tone('#2a2a2a', m, 0)}" stroke-width="3" fill="none"/>`;
    out += `<path d="M${x} ${street}V430q50 -56 100 0V${street}z" fill="${m.night ? '#ffd99a' : tone('#4a3a30', m, 0)}"/><path d="M${x} 430q50 -56 100 0" stroke="${trim}" stroke-width="8" fill="none"/>`;
  }
  const r = rng(2210 + v);
  let flowers = '';
  for (let i = 0; i < 70; i++) {
    const x = 80 + r() * 300;
    const y = 150 + r() * 220 + Math.abs(x - 230) * 0.3;
    flowers += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(6 + r() * 8)}" fill="${tone(i % 4 ? '#d6337f' : '#3f7a35', m, 0)}"/>`;
  }
  out += flowers;
  out += `<rect y="${street}" width="${W}" height="${H - street}" fill="${tone('#9a8f80', m, 0)}"/><rect y="${street}" width="${W}" height="20" fill="${tone('#cfc6b4', m, 0)}"/>`;
  for (const x of [120, 560, 1000])
    out += `<path d="M${x - 40} ${street + 10}h80l-10 60h-60z" fill="${tone('#b85a3a', m, 0)}"/><circle cx="${x}" cy="${street - 40}" r="56" fill="${tone('#3f7a35', m, 0)}"/>`;
  const bx = v % 2 ? 780 : 330;
  out += `<circle cx="${bx}" cy="${street + 60}" r="34" fill="none" stroke="${tone('#2a2a2a', m, 0)}" stroke-width="5"/><circle cx="${bx + 110}" cy="${street + 60}" r="34" fill="none" stroke="${tone('#2a2a2a', m, 0)}" stroke-width="5"/><path d="M${bx} ${street + 60}l40 -50h50l20 50M${bx + 40} ${street + 10}l-6 -16M${bx + 90} ${street + 10}l6 -20h16" stroke="${tone('#2f6f8f', m, 0)}" stroke-width="6" fill="none"/>`;
  out += `<rect x="540" y="390" width="120" height="30" rx="4" fill="${tone('#2a2a2a', m, 0)}"/>`;
  if (m.night || m.key === 'dusk')
    out += `<circle cx="600" cy="405" r="90" fill="url(#bglow)"/><defs>${rad('bglow', [
      [0, '#ffcf7a', 0.4],
      [1, '#ffcf7a', 0],
    ])}</defs>`;
  return out + rain(m, v + 64);
}

/** A wooden Khmer house on stilts with a hammock underneath and banana trees. */
export function guesthouse(m: Mood, v: number): string {
  const ground = 640;
  const flip = v % 2 === 1;
  const wood = tone(['#8a5a34', '#7a4a2c', '#9a6a40'][v % 3]!, m, 0.02);
  const roof = tone('#a0452e', m, 0.02);
  let out = sky(m, 2300 + v, ground) + treeLine(ground - 200, tone('#3f6a38', m, 0.5), 50 + v, 40);
  out += `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${tone('#b59a6a', m, 0)}"/>`;
  let g = '';
  const posts = [300, 470, 640, 810, 980];
  g += `<path d="${posts.map((x) => `M${x} ${ground + 10}V420`).join('')}" stroke="${shade(wood, -0.3)}" stroke-width="22"/>`;
  g += `<rect x="260" y="240" width="760" height="190" fill="${wood}"/>`;
  let planks = '';
  for (let y = 250; y < 430; y += 14) planks += `M260 ${y}H1020`;
  g += `<path d="${planks}" stroke="${shade(wood, -0.18)}" stroke-width="2"/>`;
  for (const x of [340, 560, 780])
    g += `<rect x="${x}" y="290" width="110" height="90" fill="${m.night ? '#ffcf7a' : shade(wood, -0.45)}"/><path d="M${x + 55} 290v90" stroke="${shade(wood, 0.2)}" stroke-width="6"/>`;
  g += `<path d="M200 250L640 60L1080 250z" fill="${roof}"/><path d="M640 60L1080 250H640z" fill="${shade(roof, -0.15)}"/><path d="M200 250L640 60L1080 250" stroke="${tone('#e0b040', m, 0)}" stroke-width="6" fill="none"/><path d="M640 60q10 -40 40 -50" stroke="${tone('#e0b040', m, 0)}" stroke-width="8" fill="none"/>`;
  g += `<path d="M180 ${ground}L260 430h60l-60 ${ground - 430}z" fill="${shade(wood, -0.1)}"/>`;
  let steps = '';
  for (let i = 1; i < 8; i++) steps += `M${180 + i * 10} ${ground - i * 27}h${60}`;
  g += `<path d="${steps}" stroke="${shade(wood, -0.35)}" stroke-width="5"/>`;
  g += `<path d="M470 480Q555 560 640 480" stroke="${tone('#c9503a', m, 0)}" stroke-width="14" fill="none"/><path d="M470 470v10M640 470v10" stroke="${tone('#6a5a4a', m, 0)}" stroke-width="3"/>`;
  g += `<path d="M680 ${ground - 4}h90" stroke="${tone('#4a4a4a', m, 0)}" stroke-width="8"/><circle cx="690" cy="${ground - 20}" r="20" fill="none" stroke="${tone('#2a2a2a', m, 0)}" stroke-width="4"/><circle cx="770" cy="${ground - 20}" r="20" fill="none" stroke="${tone('#2a2a2a', m, 0)}" stroke-width="4"/>`;
  out += flip ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${g}</g>` : g;
  const banana = (x: number, y: number, h: number) => {
    const c = tone('#5a9a3a', m, 0);
    let b = `<path d="M${x} ${y}V${y - h * 0.6}" stroke="${tone('#6a8a3a', m, 0)}" stroke-width="${n(h * 0.06)}"/>`;
    for (const a of [-2.6, -2.1, -1.6, -1.1, -0.5])
      b += `<path d="M${x} ${n(y - h * 0.6)}q${n(Math.cos(a) * h * 0.3)} ${n(Math.sin(a) * h * 0.4)} ${n(Math.cos(a) * h * 0.55)} ${n(Math.sin(a) * h * 0.2 + h * 0.1)}" stroke="${c}" stroke-width="${n(h * 0.1)}" fill="none" stroke-linecap="round"/>`;
    return b;
  };
  out +=
    banana(flip ? 1100 : 100, H - 20, 320) +
    banana(flip ? 1160 : 40, H, 260) +
    sugarPalm(flip ? 80 : 1130, ground + 10, 420, tone('#2f4a2c', m, 0.1));
  out += person(flip ? 420 : 780, H - 40, 140, tone('#7a3a2a', m, 0), true);
  out += grass(ground + 10, H, tone('#5a7a30', m, 0), 210 + v, 36);
  return out + rain(m, v + 66);
}

/** A bright hostel: murals, a rooftop bar with string lights and hammocks. */
export function hostel(m: Mood, v: number): string {
  const ground = 660;
  const wall = tone(['#2ab3a6', '#f08a5d', '#6c8cd5', '#f2c14e'][(v + (v >> 3)) % 4]!, m, 0);
  let out = sky(m, 2400 + v, ground);
  out += `<rect x="200" y="220" width="800" height="${ground - 220}" fill="${wall}"/>`;
  out += `<circle cx="330" cy="520" r="90" fill="${tone('#f6d743', m, 0)}" opacity=".8"/><path d="M600 ${ground}l120 -220l120 220z" fill="${tone('#e94f37', m, 0)}" opacity=".75"/><path d="M820 300q60 80 0 160" stroke="${tone('#ffffff', m, 0)}" stroke-width="18" fill="none" opacity=".6"/>`;
  out += windowsGrid(230, 240, 8, 3, 92, 120, m, 30 + v, tone('#24303a', m, 0));
  out += `<rect x="540" y="${ground - 130}" width="120" height="130" fill="${m.night ? '#ffd27a' : tone('#24303a', m, 0)}"/><rect x="470" y="${ground - 170}" width="260" height="34" rx="6" fill="${tone('#1f1f2a', m, 0)}"/>`;
  out += `<rect x="190" y="200" width="820" height="22" fill="${shade(wall, -0.25)}"/>`;
  for (const x of [260, 620])
    out += `<path d="M${x} 200V130M${x + 200} 200V130" stroke="${tone('#5a4a3a', m, 0)}" stroke-width="8"/><path d="M${x} 150Q${x + 100} 200 ${x + 200} 150" stroke="${tone(v % 2 ? '#e94f37' : '#f6d743', m, 0)}" stroke-width="12" fill="none"/>`;
  out += umbrella(900, 200, 120, tone('#f2efe6', m, 0), tone('#5a4a3a', m, 0));
  let bulbs = '';
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    bulbs += `<circle cx="${n(200 + t * 800)}" cy="${n(120 + Math.sin(t * Math.PI * 2) * 10 + Math.sin(t * Math.PI) * 30)}" r="6" fill="${m.night || m.key === 'dusk' ? '#ffe08a' : '#f4f0e0'}"/>`;
  }
  out += bulbs;
  for (let i = 0; i < 4; i++) out += person(300 + i * 170, 200, 50, tone('#2a2530', m, 0.1));
  out += `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${tone('#8f8a80', m, 0)}"/>`;
  for (let i = 0; i < 3; i++) {
    const bx = 120 + i * 90;
    out += `<circle cx="${bx}" cy="${ground + 70}" r="26" fill="none" stroke="${tone('#2a2a2a', m, 0)}" stroke-width="4"/><circle cx="${bx + 70}" cy="${ground + 70}" r="26" fill="none" stroke="${tone('#2a2a2a', m, 0)}" stroke-width="4"/><path d="M${bx} ${ground + 70}l30 -40h40l10 40" stroke="${tone(['#e94f37', '#2e86c1', '#f6d743'][i]!, m, 0)}" stroke-width="5" fill="none"/>`;
  }
  out +=
    person(860, H - 30, 190, tone('#2a3a5a', m, 0)) +
    `<rect x="880" y="${H - 170}" width="60" height="90" rx="12" fill="${tone('#c0392b', m, 0)}"/>`;
  out += coconutPalm(1120, ground + 10, 360, -0.4, tone('#2f5a2c', m, 0));
  return out + birds(700, 90, m.night ? 0 : 3, tone('#2b2630', m, 0.3), v) + rain(m, v + 68);
}

/** A private villa with an infinity pool looking over the rice fields. */
export function villa(m: Mood, v: number): string {
  const horizon = 420;
  const flip = v % 2 === 1;
  let out = sky(m, 2500 + v, horizon) + ridge(horizon, 60, 91, tone('#5a7a5a', m, 0.8));
  out += `<rect y="${horizon}" width="${W}" height="200" fill="${tone('#86b34a', m, 0.3)}"/>`;
  for (let i = 0; i < 6; i++)
    out += sugarPalm(80 + i * 210, horizon + 40 + (i % 2) * 20, 110, tone('#2f4a2c', m, 0.4));
  let g = `<rect x="560" y="250" width="560" height="300" fill="${tone('#f4efe6', m, 0)}"/><path d="M520 250L840 150L1160 250z" fill="${tone('#4a3a30', m, 0)}"/>`;
  g += `<rect x="600" y="330" width="480" height="200" fill="${m.night ? '#ffd27a' : tone('#7fa8c0', m, 0)}" opacity=".9"/><path d="M720 330v200M840 330v200M960 330v200" stroke="${tone('#3a3a3a', m, 0)}" stroke-width="6"/>`;
  g += `<rect x="560" y="530" width="560" height="30" fill="${tone('#c9b89a', m, 0)}"/>`;
  g +=
    tree(500, 560, 300, tone('#3f7a35', m, 0), tone('#4a3020', m, 0), 40) +
    coconutPalm(1150, 560, 380, -0.3, tone('#2f5a2c', m, 0));
  const house = flip ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${g}</g>` : g;
  out += house;
  const edge = 600;
  out += `<rect y="${edge - 10}" width="${W}" height="14" fill="${tone('#d9cdb8', m, 0)}"/>`;
  out += water(
    edge + 4,
    { ...m, water: [mix(m.sky[2], '#43c0d6', 0.5), tone('#1f7a9a', m, 0)] },
    2510 + v,
    'vp',
  );
  out += reflect(house, edge + 4, m, 'vpf', 0.3);
  out += lounger(flip ? 900 : 80, 780, 200, tone('#f6f2ea', m, 0), tone('#c0392b', m, 0));
  return out + birds(300, 180, m.night ? 0 : 5, tone('#2b2630', m, 0.3), v + 3) + rain(m, v + 70);
}
