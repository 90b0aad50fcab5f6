/**
 * Town pictures (render.ts): a market lane with lanterns, Pub Street at
 * night, the circus big top and the bamboo train, drawn in one-point perspective.
 */
import { mix, shade } from '../kit/colour';
import { lin, n, rad, rng } from '../kit/svg';
import { H, MOODS, W, lit, tone, type Mood } from './light';
import { grass, mist, person, rain, ridge, sky, sugarPalm, treeLine } from './scenery';

/** One-point perspective: a point X to the side, Y below the eye, at distance z. */
const proj = (vx: number, vy: number) => (x: number, y: number, z: number) =>
  `${n(vx + x / z)} ${n(vy + y / z)}`;

function quad(
  p: (x: number, y: number, z: number) => string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z0: number,
  z1: number,
) {
  return `M${p(x0, y0, z0)}L${p(x1, y1, z0)}L${p(x1, y1, z1)}L${p(x0, y0, z1)}z`;
}

/** A paper lantern hanging at (x, y). */
function lantern(x: number, y: number, s: number, col: string, glow: boolean): string {
  return `${glow ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 2.4)}" fill="url(#lglow)"/>` : ''}<path d="M${n(x)} ${n(y - s * 1.3)}v${n(s * 0.3)}" stroke="#3a2a20" stroke-width="${n(Math.max(1, s * 0.1))}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.8)}" ry="${n(s)}" fill="${col}"/><path d="M${n(x - s * 0.4)} ${n(y - s * 0.95)}h${n(s * 0.8)}M${n(x - s * 0.4)} ${n(y + s * 0.95)}h${n(s * 0.8)}" stroke="#e0b040" stroke-width="${n(Math.max(1, s * 0.2))}"/>`;
}

const GOODS = [
  '#f2a33a',
  '#e94f37',
  '#f6d743',
  '#7cb342',
  '#c2185b',
  '#8e44ad',
  '#2e86c1',
  '#f39c12',
];

/** A market lane: awnings, piles of fruit, hanging silks and lanterns. */
export function market(mood: Mood, v: number): string {
  const m = lit(mood, 0.6);
  const glow = m.night || m.key === 'dusk' || m.key === 'rain';
  const vx = v % 2 ? 520 : 680;
  const vy = 430;
  const p = proj(vx, vy);
  const r = rng(1300 + v);
  let out = `<defs>${rad('lglow', [
    [0, '#ffb347', 0.55],
    [1, '#ffb347', 0],
  ])}${lin('lane', [
    [0, tone('#b8a48a', m, 0.4)],
    [1, tone('#8a7660', m, 0)],
  ])}</defs>${sky(m, 1310 + v, vy + 40)}`;
  out += `<path d="M${p(-600, -900, 10)}L${p(600, -900, 10)}L${p(600, 380, 10)}L${p(-600, 380, 10)}z" fill="${tone('#d6b370', m, 0.5)}"/>`;
  out += `<path d="M${p(-700, -700, 10)}L${p(0, -1100, 10)}L${p(700, -700, 10)}z" fill="${tone('#9a5a3a', m, 0.5)}"/>`;
  out += `<rect y="${vy}" width="${W}" height="${H - vy}" fill="${tone('#6a5644', m, 0)}"/><path d="M0 ${H}L${p(-400, 380, 10)}L${p(400, 380, 10)}L${W} ${H}z" fill="url(#lane)"/>`;
  for (let z = 10; z >= 1.2; z -= 1.1) {
    for (const side of [-1, 1]) {
      const z0 = z;
      const z1 = Math.max(1, z - 1);
      const wallX = side * 620;
      const stall = tone(GOODS[Math.floor(r() * 8)]!, m, 0.15);
      out += `<path d="${quad(p, wallX, -260, wallX, 380, z0, z1)}" fill="${tone('#5a4636', m, 0.3)}"/>`;
      out += `<path d="${quad(p, side * 520, 200, side * 520, 380, z0, z1 + 0.15)}" fill="${tone('#7a5a3c', m, 0.2)}"/>`;
      out += `<path d="${quad(p, side * 560, 200, side * 480, 200, z0, z1 + 0.15)}" fill="${tone('#9a7a54', m, 0.15)}"/>`;
      let goods = '';
      for (let i = 0; i < 4; i++) {
        const zz = z0 - (i + 0.5) * ((z0 - z1) / 4);
        const [gx, gy] = p(side * 520, 190, zz)
          .split(' ')
          .map(Number) as [number, number];
        const s = 26 / zz;
        goods += `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(s)}" fill="${tone(GOODS[(i + Math.floor(z)) % 8]!, m, 0)}"/><circle cx="${n(gx + s)}" cy="${n(gy + s * 0.3)}" r="${n(s * 0.8)}" fill="${tone(GOODS[(i + 3 + Math.floor(z)) % 8]!, m, 0)}"/>`;
      }
      out += goods;
      let silk = '';
      for (let i = 0; i < 5; i++) {
        const zz = z0 - (i + 0.5) * ((z0 - z1) / 5);
        silk += `<path d="M${p(side * 600, -60, zz)}L${p(side * 600, 150, zz)}" stroke="${tone(GOODS[(i * 3 + Math.floor(z)) % 8]!, m, 0.05)}" stroke-width="${n(40 / zz)}"/>`;
      }
      out += silk;
      const stripes = 4;
      for (let i = 0; i < stripes; i++) {
        const a = z0 - (i * (z0 - z1)) / stripes;
        const b = z0 - ((i + 1) * (z0 - z1)) / stripes;
        out += `<path d="${quad(p, wallX, -120, side * 380, -20, a, b)}" fill="${i % 2 ? stall : tone('#f4efe4', m, 0.15)}"/>`;
      }
    }
  }
  for (let z = 9; z >= 1.5; z -= 2.2) {
    const [x0, y0] = p(-620, -150, z).split(' ').map(Number) as [number, number];
    const [x1, y1] = p(620, -150, z).split(' ').map(Number) as [number, number];
    out += `<path d="M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n(y0 + 80 / z)} ${n(x1)} ${n(y1)}" stroke="#2a2020" stroke-width="${n(Math.max(1, 5 / z))}" fill="none"/>`;
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + Math.sin(t * Math.PI) * (60 / z) + 40 / z;
      out += lantern(x, y, 34 / z, i % 3 ? '#d7263d' : '#f2a33a', glow);
    }
  }
  for (let i = 0; i < 8; i++) {
    const z = 2.6 + r() * 6;
    const [px, py] = p((r() - 0.5) * 700, 380, z)
      .split(' ')
      .map(Number) as [number, number];
    out += person(px, py, 520 / z, tone(i % 3 ? '#3a3040' : '#7a3a2a', m, 0), i % 4 === 0);
  }
  if (glow) out += `<rect width="${W}" height="${H}" fill="#ff9a3c" opacity=".08"/>`;
  return out + rain(m, v + 45);
}

const NEON = ['#ff3fa4', '#2ee6ff', '#ffd23f', '#7cff6b', '#b36bff', '#ff6b3d'];

/** Pub Street at night: neon signs, string lights, a wet street and a crowd. */
export function nightStreet(_m: Mood, v: number): string {
  const base = v % 3 === 0 ? MOODS[4]! : MOODS[5]!;
  const m: Mood =
    v % 8 === 6 ? { ...base, rain: true } : v % 8 === 7 ? { ...base, fog: 0.4 } : base;
  const vx = 560 + (v % 4) * 30;
  const vy = 450;
  const p = proj(vx, vy);
  const r = rng(1400 + v);
  let out = `<defs>${lin('street', [
    [0, '#2a2238'],
    [1, '#0e0c16'],
  ])}${lin('bar', [
    [0, '#ffd08a', 0.9],
    [1, '#c0642a', 0.8],
  ])}${rad('nglow', [
    [0, '#ffffff', 0.5],
    [1, '#ffffff', 0],
  ])}</defs>${sky(m, 1410 + v, vy)}`;
  out += `<rect y="${vy}" width="${W}" height="${H - vy}" fill="#0e0c16"/><path d="M0 ${H}L${p(-500, 350, 12)}L${p(500, 350, 12)}L${W} ${H}z" fill="url(#street)"/>`;
  for (let z = 10; z >= 1.1; z -= 0.95) {
    for (const side of [-1, 1]) {
      const z0 = z;
      const z1 = Math.max(0.6, z - 0.95);
      const wall = mix(
        ['#7a5a44', '#3f5a7a', '#7a4458', '#66663f', '#4f6f66'][Math.floor(r() * 5)]!,
        '#0a0814',
        0.35,
      );
      out += `<path d="${quad(p, side * 520, -1500, side * 520, 350, z0, z1)}" fill="${wall}"/>`;
      out += `<path d="${quad(p, side * 520, -1500, side * 520, -1460, z0, z1)}" fill="${shade(wall, -0.4)}"/>`;
      for (const [y0, y1] of [
        [-1250, -1000],
        [-900, -650],
      ] as const) {
        const a = z0 - (z0 - z1) * 0.2;
        const b = z0 - (z0 - z1) * 0.8;
        out += `<path d="${quad(p, side * 520, y0, side * 520, y1, a, b)}" fill="${r() < 0.7 ? '#ffc76a' : '#241c2c'}" opacity=".85"/>`;
        out += `<path d="${quad(p, side * 520, y1, side * 470, y1 + 10, z0, z1)}" fill="${shade(wall, -0.45)}"/>`;
      }
      out += `<path d="${quad(p, side * 520, -250, side * 520, 350, z0 - 0.08, z1 + 0.08)}" fill="url(#bar)"/>`;
      const [hx, hy] = p(side * 500, 350, (z0 + z1) / 2)
        .split(' ')
        .map(Number) as [number, number];
      out += person(hx, hy, 330 / z0, '#2a1a22');
      const neon = NEON[Math.floor(r() * 6 + v) % 6]!;
      out += `<path d="${quad(p, side * 520, -300, side * 400, -200, z0, z1)}" fill="${shade(neon, -0.45)}"/>`;
      const zs = z0 - 0.45;
      if (zs < 1.6) continue;
      const [sx0, sy0] = p(side * 505, -820, zs)
        .split(' ')
        .map(Number) as [number, number];
      const [sx1, sy1] = p(side * 390, -380, zs)
        .split(' ')
        .map(Number) as [number, number];
      const lx = Math.min(sx0, sx1);
      const sw = Math.abs(sx1 - sx0);
      const sh = sy1 - sy0;
      out += `<rect x="${n(lx - sw * 0.5)}" y="${n(sy0 - sw * 0.5)}" width="${n(sw * 2)}" height="${n(sh + sw)}" rx="${n(sw)}" fill="${neon}" opacity=".16"/><rect x="${n(lx)}" y="${n(sy0)}" width="${n(sw)}" height="${n(sh)}" rx="${n(sw * 0.15)}" fill="#1a1420"/><rect x="${n(lx + sw * 0.12)}" y="${n(sy0 + sw * 0.12)}" width="${n(sw * 0.76)}" height="${n(sh - sw * 0.24)}" rx="${n(sw * 0.12)}" fill="none" stroke="${neon}" stroke-width="${n(Math.max(1.5, sw * 0.08))}"/>`;
      let marks = '';
      for (let k = 0; k < 4; k++)
        marks += `M${n(lx + sw * 0.3)} ${n(sy0 + sh * (0.2 + k * 0.18))}h${n(sw * 0.4)}`;
      out += `<path d="${marks}" stroke="${shade(neon, 0.55)}" stroke-width="${n(Math.max(1.5, sw * 0.1))}" stroke-linecap="round"/>`;
      const [gx, gy] = p(side * 450, 350, zs)
        .split(' ')
        .map(Number) as [number, number];
      out += `<path d="M${n(gx)} ${n(gy)}v${n(220 / zs)}" stroke="${neon}" stroke-width="${n(40 / zs)}" opacity=".22"/>`;
    }
  }
  for (let z = 11; z >= 1.6; z -= 1.6) {
    const [x0, y0] = p(-520, -1000, z).split(' ').map(Number) as [number, number];
    const [x1, y1] = p(520, -1000, z).split(' ').map(Number) as [number, number];
    let bulbs = '';
    for (let i = 0; i <= 14; i++) {
      const t = i / 14;
      bulbs += `<circle cx="${n(x0 + (x1 - x0) * t)}" cy="${n(y0 + Math.sin(t * Math.PI) * (120 / z))}" r="${n(Math.max(1.2, 9 / z))}" fill="${i % 2 ? '#ffe08a' : NEON[(i + v) % 6]!}"/>`;
    }
    out += `<path d="M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n(y0 + 240 / z)} ${n(x1)} ${n(y1)}" stroke="#111" stroke-width="1.5" fill="none"/>${bulbs}`;
  }
  let crowd = '';
  for (let i = 0; i < 16; i++) {
    const z = 1.3 + r() * 8;
    const [px, py] = p((r() - 0.5) * 800, 350, z)
      .split(' ')
      .map(Number) as [number, number];
    crowd += person(px, py, 500 / z, ['#120f1a', '#1d1626', '#2a1a2a'][i % 3]!, false);
  }
  out += crowd;
  const tx = v % 2 ? 880 : 250;
  out += `<path d="M${tx - 90} 760h210l-10 -120h-150z" fill="#1a1a22"/><path d="M${tx - 100} 640h230l-20 -30h-190z" fill="#2e2e3a"/><circle cx="${tx - 60}" cy="765" r="26" fill="#0a0a0e"/><circle cx="${tx + 90}" cy="765" r="26" fill="#0a0a0e"/><path d="M${tx + 120} 740h60l-20 -60h-30z" fill="#1a1a22"/><circle cx="${tx + 175}" cy="705" r="8" fill="#ffe9a8"/>`;
  let wet = '';
  for (let i = 0; i < 22; i++)
    wet += `<path d="M${n(r() * W)} ${n(620 + r() * 170)}v${n(20 + r() * 40)}" stroke="${NEON[i % 6]!}" stroke-width="${n(4 + r() * 8)}" opacity=".22"/>`;
  out += wet;
  return out + mist(m, [vy - 80]) + rain(m, v + 47);
}

/** Phare's big top: a striped tent, flags, string lights and searchlights. */
export function circus(m: Mood, v: number): string {
  const horizon = 560;
  const evening = m.night || m.key === 'dusk' || m.key === 'sunrise';
  const cx = 600 + ((v % 3) - 1) * 80;
  const r = rng(1500 + v);
  let out = sky(m, 1510 + v, horizon);
  if (evening) {
    out += `<defs>${lin('beam', [
      [0, '#fff6d0', 0],
      [1, '#fff6d0', 0.35],
    ])}</defs><path d="M${cx - 260} ${horizon}L${cx - 520} 0H${cx - 430}zM${cx + 260} ${horizon}L${cx + 560} 0H${cx + 470}z" fill="url(#beam)"/>`;
  }
  out += treeLine(horizon - 70, tone('#35553a', m, 0.5), 170 + v, 30);
  out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${tone('#6f8f4a', m, 0.05)}"/>`;
  const red = tone('#c8322f', m, 0.05);
  const cream = tone('#f3e6c8', m, 0.05);
  const navy = tone('#23305a', m, 0.05);
  const top = 150;
  const eave = 420;
  const wallB = 600;
  const hw = 360;
  for (let i = 0; i < 12; i++) {
    const a = -hw + (i * 2 * hw) / 12;
    const b = -hw + ((i + 1) * 2 * hw) / 12;
    out += `<path d="M${cx + a} ${eave}V${wallB}H${cx + b}V${eave}z" fill="${i % 2 ? cream : navy}"/>`;
  }
  out += `<path d="M${cx - 70} ${wallB}V${eave + 40}Q${cx} ${eave + 10} ${cx + 70} ${eave + 40}V${wallB}z" fill="${evening ? '#ffcf7a' : '#2a1a1a'}"/>`;
  for (let i = 0; i < 14; i++) {
    const a = -hw - 20 + (i * (2 * hw + 40)) / 14;
    const b = -hw - 20 + ((i + 1) * (2 * hw + 40)) / 14;
    out += `<path d="M${cx} ${top}L${cx + a} ${eave}Q${cx + (a + b) / 2} ${eave + 26} ${cx + b} ${eave}z" fill="${i % 2 ? red : tone('#f2c14e', m, 0.05)}"/>`;
  }
  out += `<path d="M${cx} ${top}V${top - 70}" stroke="${tone('#3a3030', m, 0)}" stroke-width="6"/><path d="M${cx} ${top - 70}l60 14l-60 14z" fill="${tone('#2e86c1', m, 0)}"/>`;
  for (const sx of [-1, 1])
    out += `<path d="M${cx + sx * 200} ${top + 90}V${top + 40}" stroke="${tone('#3a3030', m, 0)}" stroke-width="4"/><path d="M${cx + sx * 200} ${top + 40}l${sx * 36} 9l${-sx * 36} 9z" fill="${tone('#f2c14e', m, 0)}"/>`;
  let lights = '';
  for (const sx of [-1, 1]) {
    const ex = cx + sx * 560;
    for (let i = 1; i < 16; i++) {
      const t = i / 16;
      const x = cx + (ex - cx) * t;
      const y = top - 60 + (horizon + 30 - (top - 60)) * t + Math.sin(t * Math.PI) * 40;
      lights += `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${evening ? '#ffe9a0' : '#f4f0e0'}"/>`;
    }
    lights += `<path d="M${cx} ${top - 60}Q${(cx + ex) / 2} ${(top + horizon) / 2 + 60} ${ex} ${horizon + 30}" stroke="#2a2a2a" stroke-width="1.5" fill="none"/>`;
  }
  out += lights;
  for (let i = 0; i < 12; i++)
    out += person(
      100 + r() * 1000,
      640 + r() * 140,
      90 + r() * 60,
      tone(['#2a2530', '#5a2a2a', '#2a3a5a'][i % 3]!, m, 0),
      false,
    );
  out +=
    sugarPalm(80, 700, 360, tone('#2a3524', m, 0)) +
    sugarPalm(1120, 690, 320, tone('#2a3524', m, 0));
  out += grass(620, H, tone('#3f5a2a', m, 0), 180 + v, 30);
  return out + rain(m, v + 49);
}

/** The bamboo train: a norry on the rails between rice fields. */
export function bambooTrain(m: Mood, v: number): string {
  const horizon = 430;
  const vx = 600 + ((v % 3) - 1) * 60;
  const p = proj(vx, horizon);
  const r = rng(1600 + v);
  let out = sky(m, 1610 + v, horizon) + ridge(horizon, 40, 81 + v, tone('#5a7a5a', m, 0.8));
  out += treeLine(horizon - 16, tone('#4a6e3c', m, 0.6), 190 + v, 14);
  out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${tone(m.rain ? '#5fa83a' : '#86b34a', m, 0.15)}"/>`;
  for (let i = 0; i < 8; i++) {
    const x = r() * W;
    const y = horizon + 6 + r() * 50;
    out += sugarPalm(x, y, 50 + (y - horizon) * 2.5, tone('#2f4a2c', m, 0.4));
  }
  out += `<path d="M0 ${H}L${p(-260, 370, 30)}L${p(260, 370, 30)}L${W} ${H}z" fill="${tone('#8a7a64', m, 0.1)}"/>`;
  let sleepers = '';
  for (let z = 30; z > 1.05; z *= 0.86) sleepers += `M${p(-200, 370, z)}L${p(200, 370, z)}`;
  out += `<path d="${sleepers}" stroke="${tone('#4a3a2a', m, 0.1)}" stroke-width="5"/>`;
  out += `<path d="M${p(-140, 360, 30)}L${p(-140, 360, 1)}M${p(140, 360, 30)}L${p(140, 360, 1)}" stroke="${tone('#9aa0a8', m, 0.05)}" stroke-width="6"/>`;
  const [fx, fy] = p(0, 360, 14).split(' ').map(Number) as [number, number];
  out +=
    `<rect x="${n(fx - 24)}" y="${n(fy - 10)}" width="48" height="8" fill="${tone('#c9a86a', m, 0.3)}"/>` +
    person(fx, fy - 10, 24, tone('#2a2530', m, 0.3), true);
  const deck = tone('#d9b877', m, 0);
  const zf = 1.35;
  const zb = 2.4;
  out += `<circle cx="${p(-140, 330, zf).split(' ')[0]}" cy="${n(Number(p(0, 330, zf).split(' ')[1]))}" r="34" fill="#2a2a2e"/><circle cx="${p(140, 330, zf).split(' ')[0]}" cy="${n(Number(p(0, 330, zf).split(' ')[1]))}" r="34" fill="#2a2a2e"/>`;
  out += `<path d="M${p(-230, 290, zb)}L${p(230, 290, zb)}L${p(230, 290, zf)}L${p(-230, 290, zf)}z" fill="${deck}"/>`;
  let slats = '';
  for (let i = -6; i <= 6; i++) slats += `M${p(i * 36, 290, zb)}L${p(i * 36, 290, zf)}`;
  out += `<path d="${slats}" stroke="${shade(deck, -0.25)}" stroke-width="3"/>`;
  out += `<path d="M${p(-230, 290, zf)}L${p(230, 290, zf)}L${p(230, 320, zf)}L${p(-230, 320, zf)}z" fill="${shade(deck, -0.3)}"/>`;
  out += `<path d="M${p(-200, 292, 2.0)}L${p(200, 292, 2.0)}L${p(200, 292, 1.5)}L${p(-200, 292, 1.5)}z" fill="${tone('#b83a3a', m, 0)}"/>`;
  const [bx, by] = p(0, 290, 2.3).split(' ').map(Number) as [number, number];
  out += `<rect x="${n(bx - 40)}" y="${n(by - 60)}" width="80" height="60" rx="8" fill="${tone('#3a4a5a', m, 0)}"/>`;
  for (const [x, z, c] of [
    [-120, 1.7, '#3a5a8a'],
    [20, 1.8, '#8a3a3a'],
    [130, 1.65, '#2a2530'],
  ] as const) {
    const [px, py] = p(x, 290, z).split(' ').map(Number) as [number, number];
    out += `<ellipse cx="${n(px)}" cy="${n(py - 30)}" rx="34" ry="42" fill="${tone(c, m, 0)}"/><circle cx="${n(px)}" cy="${n(py - 90)}" r="22" fill="${tone('#7a5a44', m, 0)}"/>`;
  }
  out += grass(horizon + 120, H, tone('#4a7a2a', m, 0), 200 + v, 50);
  return out + mist(m, [horizon - 20]) + rain(m, v + 51);
}
