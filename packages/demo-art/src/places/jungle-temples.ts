/**
 * The temples the forest took back, for render.ts: Ta Prohm's roots over a
 * gallery and pink Banteay Srei across its moat.
 */
import { shade } from '../kit/colour';
import { ACROSS, lin, n, rng } from '../kit/svg';
import { H, lit, tone, W, type Mood } from './light';
import { grass, mist, rain, reflect, sky, tree, treeLine, water } from './scenery';

/** Points along a cubic Bezier curve. */
function cubic(p: number[], steps = 18): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const x = u * u * u * p[0]! + 3 * u * u * t * p[2]! + 3 * u * t * t * p[4]! + t * t * t * p[6]!;
    const y = u * u * u * p[1]! + 3 * u * u * t * p[3]! + 3 * u * t * t * p[5]! + t * t * t * p[7]!;
    out.push([x, y]);
  }
  return out;
}

/** A tapering ribbon along a polyline, from width w0 to width w1: a root, a trunk, a waterfall. */
export function taper(pts: [number, number][], w0: number, w1: number): string {
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i < pts.length; i++) {
    const [x, y] = pts[i]!;
    const [ax, ay] = pts[Math.max(0, i - 1)]!;
    const [bx, by] = pts[Math.min(pts.length - 1, i + 1)]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1;
    const w = (w0 + (w1 - w0) * (i / (pts.length - 1))) / 2;
    left.push(`${n(x - (dy / len) * w)} ${n(y + (dx / len) * w)}`);
    right.push(`${n(x + (dy / len) * w)} ${n(y - (dx / len) * w)}`);
  }
  return `M${left.join('L')}L${right.reverse().join('L')}z`;
}

/** Ta Prohm: a pale giant tree on a temple gallery, its roots pouring down the walls. */
export function jungleTemple(mood: Mood, v: number): string {
  const m = lit(mood, 0.62);
  const r = rng(70 + v);
  const flip = v % 2 === 1;
  const stone = tone('#8d8574', m, 0.05);
  const moss = tone('#5f823c', m, 0.05);
  const bark = tone('#d6cdbb', m, 0.02);
  let out = `<defs>${lin('ray', [
    [0, m.warm, 0.5],
    [1, m.warm, 0],
  ])}${lin(
    'bark',
    [
      [0, shade(bark, 0.12)],
      [0.55, bark],
      [1, shade(bark, -0.32)],
    ],
    ACROSS,
  )}</defs>${sky(m, 60 + v, 560)}`;
  for (let layer = 0; layer < 3; layer++) {
    const depth = 0.75 - layer * 0.22;
    for (let i = 0; i < 9; i++) {
      const x = r() * W;
      const w = 10 + layer * 8 + r() * 10;
      out += `<rect x="${n(x)}" y="0" width="${n(w)}" height="600" fill="${tone('#6b6a5a', m, depth)}"/>`;
    }
    out += treeLine(60 + layer * 70, tone(m.leaf, m, depth), 200 + layer + v, 70 - layer * 10);
    for (let i = 0; i < 6; i++)
      out += `<circle cx="${n(r() * W)}" cy="${n(r() * 140 - 20)}" r="${n(90 + r() * 80)}" fill="${tone(m.leaf, m, depth + 0.05)}"/>`;
  }
  out +=
    treeLine(300, tone('#35573a', m, 0.35), 230 + v, 40) +
    `<rect y="380" width="${W}" height="260" fill="${tone('#2f4f30', m, 0.3)}"/>`;
  let scene = '';
  const wallTop = 360;
  const ground = 610;
  scene += `<path d="M250 ${wallTop}V200L300 170V120L340 95V60L380 40L420 60V95L460 120V170L510 200V${wallTop}z" fill="${shade(stone, -0.05)}"/>`;
  scene += `<path d="M300 170h160M340 95h80M250 200h260" stroke="${shade(stone, -0.3)}" stroke-width="4"/>`;
  scene += `<rect x="100" y="${wallTop}" width="1000" height="${ground - wallTop}" fill="${stone}"/>`;
  let blocks = '';
  for (let y = wallTop; y < ground; y += 25) {
    blocks += `M100 ${y}H1100`;
    for (let x = 100 + ((y / 25) % 2) * 28; x < 1100; x += 56) blocks += `M${x} ${y}v25`;
  }
  scene += `<path d="${blocks}" stroke="${shade(stone, -0.22)}" stroke-width="1.5" opacity=".7"/>`;
  scene += `<path d="M80 ${wallTop}L120 ${wallTop - 34}H1080L1120 ${wallTop}zM110 ${wallTop - 34}L150 ${wallTop - 60}H1050L1090 ${wallTop - 34}z" fill="${shade(stone, -0.12)}"/>`;
  const dx = 760;
  scene += `<path d="M${dx - 80} ${ground}V${wallTop + 30}H${dx + 80}V${ground}z" fill="${shade(stone, 0.08)}"/><rect x="${dx - 92}" y="${wallTop + 14}" width="184" height="30" fill="${shade(stone, -0.1)}"/><path d="M${dx - 52} ${ground}V${wallTop + 70}H${dx + 52}V${ground}z" fill="${tone('#1a1915', m, 0)}"/>`;
  for (let i = 0; i < 10; i++)
    scene += `<ellipse cx="${n(120 + r() * 960)}" cy="${n(wallTop + r() * 240)}" rx="${n(20 + r() * 40)}" ry="${n(8 + r() * 12)}" fill="${moss}" opacity=".5"/>`;
  const tx = 470;
  const ty = wallTop - 58;
  scene += `<path d="${taper(cubic([tx, ty + 20, tx - 20, ty - 150, tx + 40, ty - 250, tx + 10, -40]), 190, 110)}" fill="url(#bark)"/>`;
  let stria = '';
  for (let i = 0; i < 7; i++)
    stria += `M${tx - 60 + i * 20} ${ty}q${(i % 3) * 6 - 6} -150 ${10 + i * 2} -320`;
  scene += `<path d="${stria}" stroke="${shade(bark, -0.25)}" stroke-width="2" fill="none" opacity=".6"/>`;
  const ends: [number, number, number][] = [
    [-330, 640, 34],
    [-240, 600, 30],
    [-150, 630, 26],
    [-70, 520, 20],
    [60, 615, 28],
    [150, 560, 22],
    [240, 640, 32],
    [330, 600, 26],
  ];
  for (const [ex, ey, w] of ends) {
    const sx = tx + ex * 0.18 + (r() - 0.5) * 30;
    const wob = (r() - 0.5) * 120;
    const pts = cubic([
      sx,
      ty + 20,
      sx + ex * 0.45 + wob * 0.3,
      ty + 5,
      tx + ex * 0.8 + wob,
      wallTop + 40 + r() * 80,
      tx + ex + (r() - 0.5) * 60,
      ey,
    ]);
    scene += `<path d="${taper(pts, w * 1.4, w * 0.25)}" fill="url(#bark)"/>`;
  }
  for (let i = 0; i < 10; i++) {
    const x = tx - 300 + r() * 600;
    scene += `<path d="M${n(x)} ${wallTop - 10}q${n(r() * 30 - 15)} 120 ${n(r() * 40 - 20)} ${n(180 + r() * 60)}" stroke="${shade(bark, -0.1)}" stroke-width="${n(3 + r() * 4)}" fill="none" stroke-linecap="round"/>`;
  }
  scene += `<path d="${taper(cubic([tx - 90, ty + 30, tx - 10, ty - 10, tx + 40, ty - 10, tx + 110, ty + 30]), 40, 30)}" fill="${bark}"/>`;
  out += flip ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${scene}</g>` : scene;
  if (!m.night && m.key !== 'rain') {
    const rx = flip ? 300 : 820;
    out += `<path d="M${rx} -10L${rx - 160} ${H}H${rx - 60}L${rx + 70} -10zM${rx + 140} -10L${rx + 40} ${H}H${rx + 90}L${rx + 180} -10z" fill="url(#ray)" opacity=".65"/>`;
  }
  out += `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${tone('#6e6450', m, 0)}"/>`;
  for (let i = 0; i < 7; i++) {
    const bx = r() * W;
    const by = ground + 50 + r() * 130;
    const bw = 60 + r() * 80;
    out += `<path d="M${n(bx)} ${n(by)}l${n(bw * 0.08)} ${n(-bw * 0.42)}h${n(bw * 0.84)}l${n(bw * 0.08)} ${n(bw * 0.42)}z" fill="${shade(stone, -0.05 - r() * 0.15)}"/><path d="M${n(bx + bw * 0.1)} ${n(by - bw * 0.42)}h${n(bw * 0.8)}" stroke="${moss}" stroke-width="7" opacity=".75"/>`;
  }
  const deck = tone('#8a6a48', m, 0);
  const d0 = flip ? 40 : 700;
  out += `<path d="M${d0} ${H}L${d0 + 60} ${ground + 50}H${d0 + 420}L${d0 + 460} ${H}z" fill="${deck}"/>`;
  let planks = '';
  for (let i = 1; i < 8; i++)
    planks += `M${d0 + 60 - i * 8} ${ground + 50 + i * 20}H${d0 + 420 + i * 6}`;
  out += `<path d="${planks}" stroke="${shade(deck, -0.3)}" stroke-width="2"/><path d="M${d0 + 40} ${H - 20}V${ground + 10}M${d0 + 440} ${H - 20}V${ground + 10}M${d0 + 40} ${ground + 20}H${d0 + 440}" stroke="${shade(deck, -0.2)}" stroke-width="8"/>`;
  out += grass(ground + 10, H, tone('#3f6a30', m, 0), 90 + v, 36);
  return out + mist(m, [200, 420]) + rain(m, v + 3);
}

/** Banteay Srei: small pink-sandstone shrines with flame-edged pediments, across the moat. */
export function carvedTemple(m: Mood, v: number): string {
  const horizon = 470;
  const pink = tone('#c9705a', m, 0.12);
  const deep = tone('#8e3f33', m, 0.12);
  const near = v % 8 === 3 || v % 8 === 6;
  let out = `<defs><pattern id="crv" width="14" height="11" patternUnits="userSpaceOnUse"><path d="M0 5.5q3.5 -5.5 7 0t7 0M3 11q4 -4 8 0" stroke="${deep}" stroke-width="1.2" fill="none" opacity=".55"/></pattern></defs>`;
  out += sky(m, 90 + v, horizon) + treeLine(horizon - 110, tone('#3f6a38', m, 0.65), 13 + v, 34);
  out += `<rect y="${horizon - 40}" width="${W}" height="${H}" fill="${tone('#3f6a38', m, 0.5)}"/>`;
  const shrine = (cx: number, base: number, s: number) => {
    let g = `<rect x="${n(cx - s * 0.5)}" y="${n(base - s * 0.9)}" width="${n(s)}" height="${n(s * 0.9)}" fill="${pink}"/><rect x="${n(cx - s * 0.5)}" y="${n(base - s * 0.9)}" width="${n(s)}" height="${n(s * 0.9)}" fill="url(#crv)"/>`;
    g += `<rect x="${n(cx + s * 0.2)}" y="${n(base - s * 0.9)}" width="${n(s * 0.3)}" height="${n(s * 0.9)}" fill="${deep}" opacity=".25"/>`;
    g += `<path d="M${n(cx - s * 0.16)} ${base}v${n(-s * 0.5)}h${n(s * 0.32)}v${n(s * 0.5)}z" fill="${tone('#2e1d18', m, 0.1)}"/>`;
    g += `<path d="M${n(cx - s * 0.3)} ${n(base - s * 0.55)}Q${n(cx)} ${n(base - s * 0.95)} ${n(cx + s * 0.3)} ${n(base - s * 0.55)}" stroke="${deep}" stroke-width="${n(s * 0.05)}" fill="none"/>`;
    let y = base - s * 0.9;
    let w = s * 1.05;
    for (let i = 0; i < 4; i++) {
      const th = s * (0.26 - i * 0.03);
      g += `<rect x="${n(cx - w / 2)}" y="${n(y - th)}" width="${n(w)}" height="${n(th)}" fill="${shade(pink, i % 2 ? -0.06 : 0.05)}"/><rect x="${n(cx - w / 2)}" y="${n(y - th)}" width="${n(w)}" height="${n(th)}" fill="url(#crv)"/>`;
      for (const sx of [-1, 1])
        g += `<path d="M${n(cx + (sx * w) / 2)} ${n(y - th)}l${n(-sx * s * 0.05)} ${n(-s * 0.12)}l${n(-sx * s * 0.06)} ${n(s * 0.12)}z" fill="${pink}"/>`;
      y -= th;
      w *= 0.78;
    }
    g += `<path d="M${n(cx - w * 0.45)} ${n(y)}Q${n(cx)} ${n(y - s * 0.5)} ${n(cx + w * 0.45)} ${n(y)}z" fill="${shade(pink, 0.05)}"/>`;
    return g;
  };
  const pediment = (cx: number, base: number, s: number) => {
    let g = `<rect x="${n(cx - s * 0.55)}" y="${n(base - s * 0.55)}" width="${n(s * 1.1)}" height="${n(s * 0.55)}" fill="${shade(pink, -0.05)}"/><path d="M${n(cx - s * 0.15)} ${base}v${n(-s * 0.35)}h${n(s * 0.3)}v${n(s * 0.35)}z" fill="${tone('#2e1d18', m, 0.1)}"/>`;
    const ty = base - s * 0.55;
    const tri = `M${n(cx - s * 0.62)} ${n(ty)}Q${n(cx - s * 0.3)} ${n(ty - s * 0.3)} ${n(cx)} ${n(ty - s * 0.75)}Q${n(cx + s * 0.3)} ${n(ty - s * 0.3)} ${n(cx + s * 0.62)} ${n(ty)}z`;
    g += `<path d="${tri}" fill="${pink}"/><path d="${tri}" fill="url(#crv)"/>`;
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const x = cx - s * 0.62 + t * s * 1.24;
      const yy = ty - Math.sin(t * Math.PI) * s * 0.62 - (t > 0.3 && t < 0.7 ? s * 0.08 : 0);
      g += `<path d="M${n(x)} ${n(yy)}q${n(s * 0.02)} ${n(-s * 0.12)} ${n(s * 0.09)} ${n(-s * 0.1)}" stroke="${pink}" stroke-width="${n(s * 0.035)}" fill="none" stroke-linecap="round"/>`;
    }
    g += `<circle cx="${n(cx)}" cy="${n(ty - s * 0.28)}" r="${n(s * 0.12)}" fill="${deep}" opacity=".6"/>`;
    return g;
  };
  const k = near ? 2.6 : 1.8;
  const pivot = horizon + 40;
  let temple = `<g transform="translate(600 ${pivot}) scale(${k}) translate(-600 ${-pivot})">`;
  temple += `<rect x="330" y="${horizon + 4}" width="540" height="36" fill="${shade(pink, -0.2)}"/>`;
  temple += `<path d="M300 ${horizon + 40}v-26h46v-22h508v22h46v26z" fill="${shade(pink, -0.12)}"/>`;
  temple +=
    shrine(480, horizon + 8, 66) + shrine(720, horizon + 8, 66) + shrine(600, horizon + 10, 86);
  temple += pediment(395, horizon + 40, 74) + pediment(805, horizon + 40, 74);
  temple += '</g>';
  out += temple;
  const moatTop = horizon + 40;
  const moatBottom = horizon + 130;
  out += water(moatTop, m, 100 + v, 'moat') + reflect(temple, moatTop, m, 'crf', 0.4);
  const lawn = tone('#86a457', m, 0.05);
  out += `<rect y="${moatBottom}" width="${W}" height="${H - moatBottom}" fill="${lawn}"/><path d="M0 ${moatBottom}H${W}" stroke="${shade(pink, -0.25)}" stroke-width="8"/>`;
  const path = tone('#c99a80', m, 0.05);
  out += `<path d="M520 ${moatTop}L360 ${H}H840L680 ${moatTop}z" fill="${path}"/><path d="M520 ${moatTop}L360 ${H}M680 ${moatTop}L840 ${H}" stroke="${shade(path, -0.3)}" stroke-width="6"/>`;
  for (let i = 0; i < 6; i++) {
    const t = Math.pow((i + 1) / 7, 1.4);
    const y = moatTop + (H - moatTop) * t;
    const off = 80 + 160 * t;
    const ph = 10 + 60 * t;
    for (const sx of [-1, 1]) {
      const x = 600 + sx * (off + 30 * t);
      out += `<path d="M${n(x - ph * 0.18)} ${n(y)}v${n(-ph)}q${n(ph * 0.18)} ${n(-ph * 0.35)} ${n(ph * 0.36)} 0v${n(ph)}z" fill="${pink}"/>`;
    }
  }
  out +=
    tree(70, moatBottom + 60, 420, tone(m.leaf, m, 0.08), tone('#4a3b2c', m, 0.05), 5) +
    tree(1140, moatBottom + 70, 380, tone(m.leaf, m, 0.08), tone('#4a3b2c', m, 0.05), 6);
  out += grass(moatBottom + 10, H, tone('#4e6e30', m, 0), 120 + v, 34);
  return out + mist(m, [horizon - 60]) + rain(m, v + 5);
}
