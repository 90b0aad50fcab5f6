/**
 * Landscape pictures (render.ts): waterfalls, mountains, rivers, the
 * Tonle Sap, stilt villages, beaches and islands.
 */
import { shade } from '../kit/colour';
import { lin, n, rad, rng } from '../kit/svg';
import { H, lit, tone, W, type Mood } from './light';
import {
  birds,
  boat,
  coconutPalm,
  grass,
  mist,
  person,
  rain,
  reflect,
  ridge,
  sky,
  stiltHouse,
  sugarPalm,
  sunOnWater,
  tree,
  treeLine,
  water,
} from './scenery';

const HOUSE_COLOURS = ['#4f8fb8', '#d9a441', '#7aa35a', '#c86b5a', '#e3d6b8', '#8a6fb0'];

/** A mound of jungle: overlapping crowns in two shades. */
export function jungle(
  x: number,
  y: number,
  w: number,
  h: number,
  leaf: string,
  seed: number,
): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < 14; i++) {
    const cx = x + r() * w;
    const cy = y + r() * h * 0.7;
    const rr = (0.12 + r() * 0.14) * Math.min(w, h * 2);
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="${i % 3 === 0 ? shade(leaf, 0.1) : i % 3 === 1 ? leaf : shade(leaf, -0.12)}"/>`;
  }
  let base = '';
  for (let i = 0; i <= 6; i++)
    base += `<ellipse cx="${n(x + (i / 6) * w)}" cy="${n(y + h * 0.85)}" rx="${n(w * 0.12)}" ry="${n(h * 0.35)}" fill="${shade(leaf, -0.12)}"/>`;
  return base + out;
}

/** Rounded boulders along the bottom edge. */
function rocks(y: number, col: string, moss: string, seed: number, count = 5): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r() * W;
    const w = 80 + r() * 140;
    const h = w * (0.35 + r() * 0.2);
    const yy = y + r() * (H - y);
    out += `<path d="M${n(x - w / 2)} ${n(yy)}Q${n(x - w * 0.45)} ${n(yy - h)} ${n(x)} ${n(yy - h)}Q${n(x + w * 0.5)} ${n(yy - h)} ${n(x + w / 2)} ${n(yy)}z" fill="${shade(col, -r() * 0.15)}"/><path d="M${n(x - w * 0.3)} ${n(yy - h * 0.9)}Q${n(x)} ${n(yy - h * 1.05)} ${n(x + w * 0.3)} ${n(yy - h * 0.9)}" stroke="${moss}" stroke-width="${n(h * 0.15)}" fill="none" stroke-linecap="round" opacity=".7"/>`;
  }
  return out;
}

/** Rock of Cambodian falls: grey sandstone, red laterite, dark basalt, pale sandstone, mossy. */
const ROCKS = ['#6b6256', '#8a5a44', '#4f5459', '#9a8a6e', '#5c644e'];

/** Waterfalls: a tall single drop (Kulen), a wide curtain (Tatai) or two tiers (Bousra). */
export function waterfall(mood: Mood, v: number): string {
  const m = lit(mood, 0.55);
  const kind = v % 3;
  const horizon = 360;
  const r = rng(300 + v);
  // A later variant (an item's own picture) is another fall: its own rock, width, place and height.
  const k = v >> 3;
  const rock = tone(k === 0 ? '#6b6256' : ROCKS[k % ROCKS.length]!, m, 0.05);
  const widen = k === 0 ? 1 : 0.65 + ((k * 29) % 71) / 100;
  const off = k === 0 ? 0 : ((k * 53) % 241) - 120;
  const X = (x: number) => Math.round(600 + (x - 600) * widen + off);
  const foam = tone('#f7fbff', m, 0);
  const fall = tone('#cfe6f0', m, 0);
  const volume = m.rain ? 1.2 : 1;
  let out = `<defs>${lin('fall', [
    [0, foam, 0.95],
    [0.7, fall, 0.85],
    [1, foam, 0.95],
  ])}${rad('spray', [
    [0, foam, 0.9],
    [1, foam, 0],
  ])}</defs>${sky(m, 310 + v, horizon)}`;
  out += ridge(horizon, 70, 31 + v, tone('#5c7a57', m, 0.7));
  const lip = (kind === 1 ? 250 : 150) + (k === 0 ? 0 : ((k * 23) % 70) - 20);
  const edge = (x0: number, dir: number) => {
    let d = '';
    for (let y = lip + 40; y <= H; y += 50)
      d += `L${n(x0 + dir * (y - lip) * 0.05 + (r() - 0.5) * 36)} ${y}`;
    return d;
  };
  const leftEdge = edge(170, -1).split('L').filter(Boolean).reverse().join('L');
  out += `<path d="M${leftEdge}L170 ${lip + 40}Q230 ${lip - 10} 330 ${lip}H870Q970 ${lip - 15} 1030 ${lip + 40}${edge(1030, 1)}L1080 ${H}H120z" fill="${rock}"/>`;
  out += `<path d="M300 ${lip + 20}Q600 ${lip - 6} 900 ${lip + 20}L930 ${H}H270z" fill="${shade(rock, -0.18)}"/>`;
  let strata = '';
  for (let i = 0; i < 9; i++) {
    const y = lip + 40 + i * 42;
    strata += `M${170 + r() * 40} ${y}q${200 + r() * 80} ${r() * 16 - 8} ${420 + r() * 60} ${r() * 10}`;
  }
  out += `<path d="${strata}" stroke="${shade(rock, -0.25)}" stroke-width="4" fill="none" opacity=".6"/>`;
  out +=
    jungle(120, lip - 90, 300, 120, tone(m.leaf, m, 0.15), 10 + v) +
    jungle(780, lip - 100, 320, 130, tone(m.leaf, m, 0.15), 20 + v);
  const pool = 590;
  const sheet = (x0: number, x1: number, y0: number, y1: number) => {
    let g = `<path d="M${x0} ${y0}Q${(x0 + x1) / 2} ${y0 - 14} ${x1} ${y0}L${n(x1 + (x1 - x0) * 0.06)} ${y1}H${n(x0 - (x1 - x0) * 0.06)}z" fill="url(#fall)"/>`;
    let streaks = '';
    const count = Math.round(((x1 - x0) / 14) * volume);
    for (let i = 0; i < count; i++) {
      const x = x0 + r() * (x1 - x0);
      streaks += `M${n(x)} ${n(y0 + r() * 20)}v${n((y1 - y0) * (0.4 + r() * 0.6))}`;
    }
    g += `<path d="${streaks}" stroke="${shade(foam, 0.2)}" stroke-width="3" opacity=".7" stroke-linecap="round"/>`;
    g += `<path d="M${x0} ${y0}Q${(x0 + x1) / 2} ${y0 - 14} ${x1} ${y0}" stroke="${foam}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    g += `<ellipse cx="${(x0 + x1) / 2}" cy="${y1}" rx="${n((x1 - x0) * 0.75)}" ry="60" fill="url(#spray)"/>`;
    return g;
  };
  if (kind === 0) {
    out += sheet(X(530), X(660), lip + 6, pool);
  } else if (kind === 1) {
    out += sheet(X(330), X(870), lip + 6, pool);
  } else {
    out += `<path d="M${X(420)} 360H${X(800)}L${X(820)} 390H${X(400)}z" fill="${shade(rock, -0.1)}"/>`;
    out += sheet(X(540), X(680), lip + 6, 368) + sheet(X(420), X(800), 384, pool);
  }
  out += water(pool, m, 320 + v, 'pool');
  let ripples = '';
  for (let i = 0; i < 8; i++)
    ripples += `<ellipse cx="600" cy="${pool + 20 + i * 22}" rx="${180 + i * 70}" ry="${8 + i * 4}" fill="none" stroke="${foam}" stroke-width="2" opacity="${n(0.5 - i * 0.05)}"/>`;
  out +=
    ripples + `<ellipse cx="600" cy="${pool + 6}" rx="300" ry="26" fill="${foam}" opacity=".7"/>`;
  out += rocks(pool + 60, tone('#5d564c', m, 0), tone('#5f823c', m, 0), 40 + v, 4);
  out +=
    tree(60, 720, 440, tone(m.leaf, m, 0.05), tone('#4a3b2c', m, 0), 11) +
    tree(1150, 700, 400, tone(m.leaf, m, 0.05), tone('#4a3b2c', m, 0), 12);
  if (v % 8 === 1 || v % 8 === 3)
    out +=
      person(330, pool + 90, 60, tone('#3a2a2a', m, 0)) +
      `<circle cx="720" cy="${pool + 50}" r="8" fill="${tone('#3a2a2a', m, 0)}"/>`;
  return out + mist(m, [horizon + 20, pool - 60]) + rain(m, v + 17);
}

/** Greens of hill forests: evergreen, dry dipterocarp, misty blue-green, bamboo. */
const HILLS = [
  ['#456b45', '#3f5f48'],
  ['#5a7a3a', '#3f6236'],
  ['#3f6466', '#34524f'],
  ['#6a7442', '#4f5c36'],
  ['#2f5a3f', '#274a37'],
];

/** Mountain ridges fading into haze, seen from a rocky viewpoint. */
export function mountain(m: Mood, v: number): string {
  const variant = v % 3;
  // A later variant (an item's own picture) is another viewpoint: higher or lower, steeper or softer.
  const k = v >> 3;
  const horizon = k === 0 ? 470 : 420 + ((k * 37) % 100);
  const lift = k === 0 ? 1 : 0.7 + ((k * 53) % 80) / 100;
  const hills = k === 0 ? ['#456b45', '#3f5f48'] : HILLS[k % HILLS.length]!;
  let out = sky(m, 400 + v, horizon);
  if (variant === 2) {
    out += water(horizon - 30, m, 410 + v, 'sea') + sunOnWater(m, horizon - 28);
    out +=
      ridge(horizon - 30, 20, 40, tone('#5a6f6a', m, 0.9), horizon) +
      `<path d="M820 ${horizon - 40}q40 -26 90 0zM960 ${horizon - 36}q30 -16 60 0z" fill="${tone('#5a6f6a', m, 0.85)}"/>`;
  }
  const layers = [
    [horizon - 40, 90, 0.85],
    [horizon + 10, 110, 0.65],
    [horizon + 70, 120, 0.45],
    [horizon + 140, 110, 0.28],
  ] as const;
  layers.forEach(([y, amp, depth], i) => {
    if (variant === 2 && i === 0) return;
    out += ridge(y, amp * lift, 50 + i * 7 + v, tone(i % 2 ? hills[0]! : hills[1]!, m, depth));
    if (variant === 0 && i === 0) {
      const c = tone('#f1ece0', m, 0.55);
      out += `<path d="M728 ${horizon - 30}q32 -118 64 0zM749 ${horizon - 98}h22v-14h-22z" fill="${c}"/><path d="M760 ${horizon - 108}v-36" stroke="${tone('#d9a441', m, 0.5)}" stroke-width="5"/>`;
    }
    if (i < 3) out += mist(m, [y + 10]);
  });
  if (variant === 1) {
    const c = tone('#8a8070', m, 0.45);
    out += `<path d="M520 ${horizon + 40}L545 ${horizon - 5}H655L680 ${horizon + 40}zM555 ${horizon - 5}L570 ${horizon - 35}H630L645 ${horizon - 5}z" fill="${c}"/>`;
    for (const x of [575, 600, 625])
      out += `<path d="M${x - 10} ${horizon - 35}v-18l10 -22l10 22v18z" fill="${c}"/>`;
  }
  const rockCol = tone('#4b4540', m, 0);
  const flip = v % 2 === 1;
  const g = `<path d="M${W} ${H}V560Q1060 540 980 590Q900 610 860 660Q800 720 720 ${H}z" fill="${rockCol}"/><path d="M980 590Q900 610 860 660" stroke="${shade(rockCol, 0.2)}" stroke-width="6" fill="none"/>${person(930, 602, 64, tone('#23202a', m, 0))}${person(970, 590, 58, tone('#4a2a30', m, 0), true)}${tree(1110, 570, 300, tone(m.leaf, m, 0), tone('#3b3026', m, 0), 30)}`;
  out += flip ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${g}</g>` : g;
  out += grass(700, H, tone('#3f5a30', m, 0), 60 + v, 16);
  return (
    out +
    birds(flip ? 850 : 350, 200, m.night ? 0 : 5, tone('#2b2630', m, 0.3), v + 4) +
    rain(m, v + 19)
  );
}

/** A riverside at Kampot: mountain beyond, boats, a wooden jetty. */
export function river(m: Mood, v: number): string {
  const horizon = 470;
  const r = rng(500 + v);
  let far = ridge(horizon - 20, 130, 61, tone('#4f6a5a', m, 0.8), horizon + 10);
  far += treeLine(horizon - 30, tone('#3f6138', m, 0.55), 70 + v, 16);
  for (let i = 0; i < 6; i++)
    far += sugarPalm(80 + i * 200 + r() * 80, horizon, 80 + r() * 40, tone('#2f4a2c', m, 0.5));
  far += stiltHouse(420, horizon + 4, 60, 14, tone('#d9c8a0', m, 0.5), tone('#a0523a', m, 0.5), m);
  far += stiltHouse(700, horizon + 4, 50, 12, tone('#8fb0c8', m, 0.5), tone('#7a4a3a', m, 0.5), m);
  let out = sky(m, 510 + v, horizon) + far;
  out +=
    water(horizon + 8, m, 520 + v, 'riv') +
    reflect(far, horizon + 8, m, 'rvf', 0.4) +
    sunOnWater(m, horizon + 10);
  const hull = tone('#7a4f2e', m, 0.1);
  out += boat(240 + r() * 200, 590, 260, hull, tone('#3f6fa0', m, 0.1));
  out += boat(700 + r() * 150, 540, 160, shade(hull, 0.1), v % 2 ? tone('#c9503a', m, 0.2) : null);
  out += person(770 + r() * 100, 530, 30, tone('#2a2530', m, 0.2), true);
  const deck = tone('#6e5136', m, 0);
  const flip = v % 2 === 1;
  let jetty = `<path d="M${W} 640L860 660V690L${W} 680z" fill="${deck}"/>`;
  for (let i = 0; i < 6; i++)
    jetty += `<rect x="${880 + i * 60}" y="${660 - i * 4}" width="10" height="${140 + i * 5}" fill="${shade(deck, -0.25)}"/>`;
  jetty += coconutPalm(1130, 660, 380, -0.6, tone('#2c3a26', m, 0));
  out += flip ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${jetty}</g>` : jetty;
  return (
    out +
    birds(300, 170, m.night ? 0 : 7, tone('#2b2630', m, 0.3), v + 6) +
    mist(m, [horizon - 50]) +
    rain(m, v + 21)
  );
}

/** The Tonle Sap: a wide lake, a big sky, stilt houses far away, a fisherman. */
export function lake(m: Mood, v: number): string {
  const horizon = 440;
  const r = rng(600 + v);
  let far = '';
  for (let i = 0; i < 16; i++) {
    const x = 60 + i * 45 + r() * 20 + (v % 2) * 300;
    if (x > W - 40) continue;
    far += stiltHouse(
      x,
      horizon + 2,
      22 + r() * 10,
      8,
      tone(HOUSE_COLOURS[i % 6]!, m, 0.7),
      tone('#7a4a3a', m, 0.7),
      m,
    );
  }
  far += treeLine(horizon - 8, tone('#4a6a48', m, 0.8), 90 + v, 6, 700, 1260);
  let out = sky(m, 610 + v, horizon) + far;
  out +=
    water(horizon + 2, m, 620 + v, 'lk') +
    reflect(far, horizon + 2, m, 'lkf', 0.35) +
    sunOnWater(m, horizon + 4);
  let poles = '';
  for (let i = 0; i < 14; i++) poles += `M${120 + i * 26} ${520 + i * 1.5}v${-40 - (i % 3) * 6}`;
  out += `<path d="${poles}" stroke="${tone('#5a4330', m, 0.2)}" stroke-width="4"/>`;
  const hull = tone('#5e3d26', m, 0.05);
  const bx = 620 + (v % 3) * 60;
  out += boat(bx, 640, 300, hull, null);
  out += person(bx + 150, 622, 80, tone('#2a2530', m, 0), true);
  out += `<path d="M${bx + 160} 560Q${bx + 260} 470 ${bx + 340} 600" stroke="${tone('#e8e0d0', m, 0)}" stroke-width="2" fill="none" opacity=".7"/>`;
  let hyacinth = '';
  for (let i = 0; i < 10; i++) {
    const x = r() * W;
    const y = 700 + r() * 90;
    hyacinth += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(30 + r() * 30)}" ry="8" fill="${tone('#4f7d3a', m, 0)}"/><circle cx="${n(x + 6)}" cy="${n(y - 10)}" r="5" fill="${tone('#b58ad6', m, 0)}"/>`;
  }
  out += hyacinth;
  return (
    out +
    birds(420, 200, m.night ? 0 : 9, tone('#2b2630', m, 0.3), v + 8) +
    mist(m, [horizon - 40]) +
    rain(m, v + 23)
  );
}

/** A stilt village on the lake: tall houses, a flooded forest, boats. */
export function floatingVillage(m: Mood, v: number): string {
  const horizon = 430;
  const r = rng(700 + v);
  const waterLine = 560;
  let village = treeLine(horizon - 20, tone('#4a6a48', m, 0.75), 100 + v, 18);
  for (let i = 0; i < 7; i++) {
    const x = -40 + i * 190 + r() * 40;
    const w = 120 + r() * 40;
    village += stiltHouse(
      x,
      waterLine,
      w,
      110 + r() * 60,
      tone(HOUSE_COLOURS[(i + v) % 6]!, m, 0.25),
      tone(i % 2 ? '#8a4a32' : '#6f6a62', m, 0.25),
      m,
    );
  }
  for (let i = 0; i < 3; i++)
    village += tree(
      200 + i * 380 + r() * 100,
      waterLine + 10,
      180,
      tone('#4f7a3a', m, 0.2),
      tone('#4a3b2c', m, 0.2),
      40 + i,
    );
  let out =
    sky(m, 710 + v, horizon) +
    `<rect y="${horizon}" width="${W}" height="${waterLine - horizon}" fill="${m.water[0]}"/>` +
    village;
  out +=
    water(waterLine, m, 720 + v, 'fv') +
    reflect(village, waterLine, m, 'fvf', 0.45) +
    sunOnWater(m, waterLine + 2);
  const hull = tone('#6a4428', m, 0.02);
  out += boat(100 + r() * 200, 690, 340, hull, tone('#2f6f8f', m, 0));
  out += person(260 + r() * 100, 668, 70, tone('#2a2530', m, 0), true);
  out +=
    boat(760, 620, 180, shade(hull, 0.1), null) +
    person(840, 606, 44, tone('#7a2a3a', m, 0.1), true);
  return out + mist(m, [horizon + 10]) + rain(m, v + 25);
}

/** A beach: sand, turquoise sea, coconut palms, an island on the horizon. */
export function beach(mood: Mood, v: number): string {
  const m =
    mood.key === 'noon' || mood.key === 'morning'
      ? { ...mood, water: ['#5fd0d8', '#1c8fb0'] as [string, string] }
      : mood;
  const horizon = 420;
  const r = rng(800 + v);
  let out = sky(m, 810 + v, horizon);
  out += `<path d="M760 ${horizon}q60 -40 140 -30q50 10 80 30z" fill="${tone('#4f7a5a', m, 0.8)}"/>`;
  out += water(horizon, m, 820 + v, 'sea') + sunOnWater(m, horizon + 2);
  const shore = 600 + (v % 2) * 30;
  const sand = tone('#f0dcae', m, 0);
  out += `<path d="M0 ${shore}Q300 ${shore - 40} 600 ${shore - 10}T${W} ${shore - 30}V${H}H0z" fill="${sand}"/>`;
  out += `<path d="M0 ${shore}Q300 ${shore - 40} 600 ${shore - 10}T${W} ${shore - 30}" stroke="${tone('#ffffff', m, 0)}" stroke-width="8" fill="none" opacity=".8"/>`;
  out += `<path d="M0 ${shore + 18}Q300 ${shore - 22} 600 ${shore + 8}T${W} ${shore - 12}" stroke="${shade(sand, -0.12)}" stroke-width="10" fill="none" opacity=".6"/>`;
  let waves = '';
  for (let i = 0; i < 6; i++) waves += `M${n(r() * W)} ${n(horizon + 40 + i * 25)}q20 -6 40 0t40 0`;
  out += `<path d="${waves}" stroke="#ffffff" stroke-width="3" fill="none" opacity=".5"/>`;
  out += boat(300 + r() * 200, horizon + 90, 140, tone('#2f5f8a', m, 0.3), null);
  const um = 820 + (v % 3) * 60;
  if (!m.night) {
    out += `<path d="M${um} ${shore + 130}V${shore + 10}" stroke="${tone('#6a5a4a', m, 0)}" stroke-width="5"/><path d="M${um - 90} ${shore + 30}Q${um} ${shore - 60} ${um + 90} ${shore + 30}z" fill="${tone('#e0533a', m, 0)}"/><path d="M${um - 30} ${shore + 30}Q${um} ${shore - 60} ${um + 30} ${shore + 30}z" fill="${tone('#fff4e0', m, 0)}"/>`;
    out += `<path d="M${um - 120} ${shore + 150}l40 -40h90l-30 40z" fill="${tone('#2f8aa8', m, 0)}"/>`;
  }
  out +=
    coconutPalm(120, H - 40, 520, 0.7, tone('#2f4a2c', m, 0)) +
    coconutPalm(230, H - 10, 420, 0.4, tone('#3a5530', m, 0));
  let shells = '';
  for (let i = 0; i < 12; i++)
    shells += `<circle cx="${n(r() * W)}" cy="${n(shore + 40 + r() * 150)}" r="3" fill="${shade(sand, -0.25)}"/>`;
  return (
    out +
    shells +
    birds(600, 150, m.night ? 0 : 3, tone('#2b2630', m, 0.3), v + 10) +
    rain(m, v + 27)
  );
}

/** An island seen from the sea: jungle hill, white beach, boat in front. */
export function island(mood: Mood, v: number): string {
  const m =
    mood.key === 'noon' || mood.key === 'morning'
      ? { ...mood, water: ['#4fc4d0', '#157aa0'] as [string, string] }
      : mood;
  const horizon = 460;
  const r = rng(900 + v);
  let isl = `<path d="M${W - 260} ${horizon}q80 -60 200 -40q40 20 60 40z" fill="${tone('#4f7a5a', m, 0.8)}"/>`;
  const x0 = 120 + (v % 2) * 160;
  const leaf = tone('#3f7a3a', m, 0.2);
  isl += `<path d="M${x0} ${horizon + 20}Q${x0 + 120} ${horizon - 150} ${x0 + 330} ${horizon - 170}Q${x0 + 520} ${horizon - 180} ${x0 + 640} ${horizon - 60}Q${x0 + 700} ${horizon} ${x0 + 760} ${horizon + 20}z" fill="${leaf}"/>`;
  for (let i = 0; i < 18; i++) {
    const t = r();
    isl += `<circle cx="${n(x0 + 60 + t * 640)}" cy="${n(horizon - 20 - Math.sin(t * Math.PI) * 150 + r() * 30)}" r="${n(24 + r() * 30)}" fill="${i % 2 ? shade(leaf, 0.1) : shade(leaf, -0.1)}"/>`;
  }
  isl += `<path d="M${x0 + 20} ${horizon + 22}Q${x0 + 380} ${horizon - 8} ${x0 + 740} ${horizon + 22}z" fill="${tone('#f6ead0', m, 0.15)}"/>`;
  for (let i = 0; i < 5; i++)
    isl += coconutPalm(
      x0 + 100 + i * 120 + r() * 40,
      horizon + 16,
      90 + r() * 40,
      r() - 0.5,
      tone('#2f5a2c', m, 0.2),
    );
  for (let i = 0; i < 3; i++)
    isl += stiltHouse(
      x0 + 200 + i * 140,
      horizon + 14,
      40,
      6,
      tone('#c9a06a', m, 0.2),
      tone('#8a5a3a', m, 0.2),
      m,
    );
  let out = sky(m, 910 + v, horizon) + isl;
  out +=
    water(horizon + 20, m, 920 + v, 'isw') +
    reflect(isl, horizon + 20, m, 'isf', 0.35) +
    sunOnWater(m, horizon + 22);
  out += boat(700 - (v % 3) * 120, 690, 380, tone('#3a6f9a', m, 0), tone('#f1e2c0', m, 0));
  return (
    out +
    birds(800, 180, m.night ? 0 : 4, tone('#2b2630', m, 0.3), v + 12) +
    mist(m, [horizon - 80]) +
    rain(m, v + 29)
  );
}
