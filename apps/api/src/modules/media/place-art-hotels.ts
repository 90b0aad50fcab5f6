/**
 * Hotel pictures for place-art.ts: six kinds of building seen from the garden
 * (pool hotel, resort, boutique shophouse, wooden guesthouse, hostel, villa)
 * and five kinds of room seen from the door.
 */
import {
  H,
  W,
  birds,
  coconutPalm,
  grass,
  lin,
  lit,
  mix,
  n,
  person,
  rad,
  rain,
  reflect,
  ridge,
  rng,
  shade,
  sky,
  sugarPalm,
  tone,
  tree,
  treeLine,
  water,
  type Mood,
} from './place-art-kit';
import { khmerRoof } from './place-art-halls';

const WALLS = [
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

/** A modern hotel block behind a long pool with loungers and umbrellas. */
export function hotelPool(m: Mood, v: number): string {
  const horizon = 520;
  const flip = v % 2 === 1;
  const wall = tone(WALLS[v % 8]!, m, 0.05);
  const glass = tone('#5f8fae', m, 0.05);
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
    umbrella(120, 690, 180, tone('#f2efe6', m, 0), tone('#6a5a4a', m, 0)) +
    umbrella(1080, 690, 180, tone('#f2efe6', m, 0), tone('#6a5a4a', m, 0));
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
  const wall = tone(['#f2c66d', '#e9a27a', '#f3e2b0', '#cfe0d3'][v % 4]!, m, 0);
  const shutter = tone(['#2f6f5a', '#2f5a8a', '#6a3a2a', '#3a6a8a'][v % 4]!, m, 0);
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
  const wall = tone(['#2ab3a6', '#f08a5d', '#6c8cd5', '#f2c14e'][v % 4]!, m, 0);
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

/** A carved wooden headboard with a row of lotus motifs. */
function headboard(cx: number, y: number, w: number, h: number, wood: string): string {
  let motifs = '';
  for (let i = 0; i < 7; i++) {
    const x = cx - w / 2 + (i + 0.5) * (w / 7);
    motifs += `<path d="M${n(x - w * 0.03)} ${n(y + h * 0.6)}Q${n(x)} ${n(y + h * 0.15)} ${n(x + w * 0.03)} ${n(y + h * 0.6)}z" fill="${shade(wood, 0.15)}"/>`;
  }
  return `<path d="M${n(cx - w / 2)} ${n(y + h)}V${n(y + h * 0.15)}Q${n(cx)} ${n(y - h * 0.25)} ${n(cx + w / 2)} ${n(y + h * 0.15)}V${n(y + h)}z" fill="${wood}"/>${motifs}`;
}

/** A bed seen from its foot: mattress in perspective, pillows, a folded krama runner. */
function bed(
  cx: number,
  y: number,
  w: number,
  linen: string,
  runner: string,
  pillows: number,
): string {
  let out = `<path d="M${n(cx - w / 2)} ${n(y)}H${n(cx + w / 2)}L${n(cx + w * 0.62)} ${n(y + w * 0.55)}H${n(cx - w * 0.62)}z" fill="${linen}"/><path d="M${n(cx - w * 0.62)} ${n(y + w * 0.55)}H${n(cx + w * 0.62)}v${n(w * 0.12)}H${n(cx - w * 0.62)}z" fill="${shade(linen, -0.12)}"/>`;
  for (let i = 0; i < pillows; i++) {
    const px = cx - w / 2 + ((i + 0.5) * w) / pillows;
    out += `<rect x="${n(px - w / pillows / 2 + 8)}" y="${n(y - w * 0.08)}" width="${n(w / pillows - 16)}" height="${n(w * 0.14)}" rx="${n(w * 0.05)}" fill="${shade(linen, 0.06)}"/>`;
  }
  out += `<path d="M${n(cx - w * 0.56)} ${n(y + w * 0.32)}H${n(cx + w * 0.56)}L${n(cx + w * 0.6)} ${n(y + w * 0.44)}H${n(cx - w * 0.6)}z" fill="${runner}"/>`;
  return out;
}

function lamp(x: number, y: number, s: number, on: boolean, shadeCol: string): string {
  return `${on ? `<circle cx="${n(x)}" cy="${n(y - s * 0.6)}" r="${n(s * 1.6)}" fill="url(#lamp)"/>` : ''}<path d="M${n(x)} ${n(y)}v${n(-s * 0.5)}" stroke="#3a3030" stroke-width="${n(s * 0.06)}"/><path d="M${n(x - s * 0.3)} ${n(y - s * 0.5)}h${n(s * 0.6)}l${n(-s * 0.1)} ${n(-s * 0.35)}h${n(-s * 0.4)}z" fill="${on ? '#ffe4a8' : shadeCol}"/>`;
}

/** Rooms: double, twin, suite, dorm and family, seen from the door. */
export function room(kind: string, mood: Mood, v: number): string {
  const m = lit(mood, 0.8);
  const night = mood.night || mood.key === 'dusk';
  const wallCol = WALLS[(v * 3) % 8]!;
  const wall = mix(wallCol, '#2a2040', night ? 0.25 : 0);
  const wood = night ? '#6a4428' : '#8a5a34';
  const linen = night ? '#e9e1d4' : '#fbf8f2';
  const runner = ['#b83a3a', '#2f6f8f', '#c98a2a', '#5a3a7a', '#2f7a5a'][v % 5]!;
  const flip = v % 2 === 1;
  let out = `<defs>${lin('wall', [
    [0, shade(wall, 0.05)],
    [1, shade(wall, -0.08)],
  ])}${rad('lamp', [
    [0, '#ffd58a', 0.6],
    [1, '#ffd58a', 0],
  ])}${lin('floor', [
    [0, shade(wood, -0.1)],
    [1, shade(wood, 0.15)],
  ])}</defs><rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  out += `<path d="M0 ${H}L140 560H1060L${W} ${H}z" fill="url(#floor)"/>`;
  let boards = '';
  for (let i = -8; i <= 8; i++) boards += `M${600 + i * 60} 560L${600 + i * 150} ${H}`;
  out += `<path d="${boards}" stroke="${shade(wood, -0.25)}" stroke-width="2" opacity=".5"/>`;
  out += `<path d="M0 0L140 40V560L0 ${H}zM${W} 0L1060 40V560L${W} ${H}z" fill="${shade(wall, -0.1)}"/>`;
  const wx = flip ? 150 : 880;
  out += `<svg x="${wx}" y="120" width="170" height="260" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${sky(mood, 2600 + v, 520)}${ridge(520, 50, 12, tone('#4a6a48', mood, 0.5))}${sugarPalm(600, 700, 360, tone('#2f4a2c', mood, 0.2))}</svg>`;
  out += `<rect x="${wx}" y="120" width="170" height="260" fill="none" stroke="${shade(wood, 0.1)}" stroke-width="12"/><path d="M${wx + 85} 120v260M${wx} 250h170" stroke="${shade(wood, 0.1)}" stroke-width="6"/>`;
  out += `<path d="M${wx - 40} 100h60v300h-40q10 -150 -20 -300zM${wx + 210} 100h-60v300h40q-10 -150 20 -300z" fill="${runner}" opacity=".85"/>`;
  const art = flip ? 900 : 200;
  if (kind !== 'room-dorm')
    out += `<rect x="${art}" y="170" width="140" height="100" fill="${shade(wood, -0.1)}"/><rect x="${art + 8}" y="178" width="124" height="84" fill="${tone('#f3e3c0', m, 0)}"/><path d="M${art + 30} 250l20 -40l15 20l10 -30l15 30l15 -20l20 40z" fill="${tone('#8a6a4a', m, 0)}"/>`;
  if (kind === 'room-dorm') {
    for (const [x, s] of [
      [250, 0.9],
      [600, 1],
      [950, 0.9],
    ] as const) {
      const w = 260 * s;
      const fr = shade(wood, -0.1);
      out += `<path d="M${n(x - w / 2)} 600V190M${n(x + w / 2)} 600V190" stroke="${fr}" stroke-width="14"/>`;
      for (const y of [250, 440]) {
        out += `<rect x="${n(x - w / 2)}" y="${y}" width="${n(w)}" height="60" fill="${linen}"/><rect x="${n(x - w / 2)}" y="${y + 50}" width="${n(w)}" height="18" fill="${fr}"/><rect x="${n(x - w / 2 + 10)}" y="${y - 14}" width="70" height="26" rx="10" fill="${shade(linen, 0.05)}"/><rect x="${n(x - w / 2 + 90)}" y="${y + 10}" width="${n(w - 100)}" height="30" fill="${runner}"/>`;
        out += `<path d="M${n(x + w / 2 - 8)} ${y - 60}v110" stroke="${tone('#c9b89a', m, 0)}" stroke-width="${n(w * 0.18)}" opacity=".8"/>`;
        if (night)
          out += `<circle cx="${n(x - w / 2 + 30)}" cy="${y - 20}" r="34" fill="url(#lamp)"/>`;
      }
      out += `<path d="M${n(x + w / 2 - 30)} 600L${n(x + w / 2 - 30)} 300M${n(x + w / 2 - 60)} 600L${n(x + w / 2 - 60)} 300M${n(x + w / 2 - 60)} 360h30M${n(x + w / 2 - 60)} 420h30M${n(x + w / 2 - 60)} 480h30M${n(x + w / 2 - 60)} 540h30" stroke="${fr}" stroke-width="5"/>`;
    }
    for (let i = 0; i < 6; i++)
      out += `<rect x="${160 + i * 150}" y="640" width="130" height="150" fill="${tone(['#3a6f8f', '#4a4a5a'][i % 2]!, m, 0)}"/><circle cx="${250 + i * 150}" cy="710" r="6" fill="#d9d2c0"/>`;
    return out;
  }
  if (kind === 'room-twin') {
    out += headboard(410, 330, 260, 150, wood) + headboard(790, 330, 260, 150, wood);
    out += bed(410, 470, 250, linen, runner, 1) + bed(790, 470, 250, linen, runner, 1);
    out +=
      `<rect x="570" y="420" width="60" height="120" fill="${shade(wood, -0.1)}"/>` +
      lamp(600, 420, 90, night, '#efe4cc');
  } else if (kind === 'room-suite') {
    const bx = flip ? 820 : 400;
    out += headboard(bx, 300, 440, 180, wood) + bed(bx, 470, 420, linen, runner, 4);
    const sx = flip ? 220 : 980;
    out += `<path d="M${sx - 170} 640h340v-90q0 -30 -30 -30h-280q-30 0 -30 30z" fill="${tone('#6a5a7a', m, 0)}"/><rect x="${sx - 150}" y="560" width="300" height="40" rx="12" fill="${tone('#7a6a8a', m, 0)}"/><rect x="${sx - 120}" y="690" width="240" height="20" fill="${shade(wood, -0.2)}"/>`;
    out += `<circle cx="600" cy="60" r="${night ? 120 : 0}" fill="url(#lamp)"/><path d="M600 0v40M560 60h80l-10 30h-60z" stroke="#c9a04a" stroke-width="4" fill="#e9c46a"/>`;
    for (const x of [bx - 280, bx + 280])
      out +=
        `<rect x="${x - 45}" y="460" width="90" height="110" fill="${shade(wood, -0.1)}"/>` +
        lamp(x, 460, 100, night, '#efe4cc');
    out += `<ellipse cx="600" cy="720" rx="330" ry="60" fill="${runner}" opacity=".35"/>`;
  } else if (kind === 'room-family') {
    out += headboard(460, 300, 360, 170, wood) + bed(460, 470, 340, linen, runner, 3);
    const kx = flip ? 180 : 1000;
    out += `<path d="M${kx - 100} 620V230M${kx + 100} 620V230" stroke="${shade(wood, -0.1)}" stroke-width="14"/>`;
    for (const y of [290, 470])
      out += `<rect x="${kx - 100}" y="${y}" width="200" height="60" fill="${linen}"/><rect x="${kx - 100}" y="${y + 50}" width="200" height="16" fill="${shade(wood, -0.1)}"/><rect x="${kx - 60}" y="${y + 10}" width="150" height="30" fill="${tone('#f6d743', m, 0)}"/>`;
    out += `<circle cx="${flip ? 900 : 300}" cy="730" r="34" fill="${tone('#e94f37', m, 0)}"/><path d="M${flip ? 866 : 266} 730h68" stroke="#ffffff" stroke-width="5"/>`;
    const lx = flip ? 720 : 230;
    out +=
      `<rect x="${lx - 40}" y="460" width="80" height="100" fill="${shade(wood, -0.1)}"/>` +
      lamp(lx, 460, 90, night, '#efe4cc');
  } else {
    out += headboard(600, 290, 460, 180, wood) + bed(600, 470, 440, linen, runner, 2);
    out += `<rect x="300" y="430" width="70" height="110" fill="${shade(wood, -0.1)}"/><rect x="830" y="430" width="70" height="110" fill="${shade(wood, -0.1)}"/>`;
    out += lamp(335, 430, 90, night, '#efe4cc') + lamp(865, 430, 90, night, '#efe4cc');
    out += `<path d="M560 520q40 -50 80 0q-40 20 -80 0z" fill="#ffffff"/><circle cx="600" cy="500" r="6" fill="#d6337f"/>`;
  }
  out += `<path d="M${flip ? 1080 : 60} ${H}l30 -120h60l30 120z" fill="${tone('#b85a3a', m, 0)}"/><circle cx="${flip ? 1120 : 100}" cy="620" r="70" fill="${tone('#3f7a35', m, 0)}"/>`;
  return out;
}
