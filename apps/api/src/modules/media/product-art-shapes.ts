/**
 * The product drawings used by product-art.ts. Every drawing lives in an
 * 800 x 800 space with the item standing on the ground line y = 660, centred
 * on x = 400, and takes its colours from a palette computed from one hex.
 */

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(part).join('')}`;
}

/** Mixes colour a toward colour b by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

/** Lightens toward white (t > 0) or darkens toward black (t < 0). */
export const shade = (hex: string, t: number) =>
  t >= 0 ? mix(hex, '#ffffff', t) : mix(hex, '#000000', -t);

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export interface Palette {
  c: string;
  l1: string;
  l2: string;
  l3: string;
  d1: string;
  d2: string;
  /** Dark neutral for straps, handles and hardware. */
  ink: string;
  /** A contrasting accent: white on dark colours, the dark shade on light ones. */
  accent: string;
}

export function palette(hex: string): Palette {
  const c = hex.toLowerCase();
  const light = luminance(c) > 0.72;
  return {
    c,
    l1: shade(c, 0.28),
    l2: shade(c, 0.55),
    l3: shade(c, 0.82),
    d1: shade(c, light ? -0.22 : -0.3),
    d2: shade(c, light ? -0.45 : -0.55),
    ink: '#2a2f35',
    accent: light ? shade(c, -0.6) : '#f4f1ea',
  };
}

type Stop = [number, string, number?];

const stops = (list: Stop[]) =>
  list
    .map(
      ([o, col, op]) =>
        `<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');

export const lin = (id: string, list: Stop[], x2 = 1, y2 = 0) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

export const rad = (id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

/** Round-object shading across x: dark edge, highlight, colour, dark edge. */
const cyl = (id: string, p: Palette, y = false) =>
  lin(
    id,
    [
      [0, p.d1],
      [0.22, p.l1],
      [0.5, p.c],
      [0.85, p.d1],
      [1, p.d2],
    ],
    y ? 0 : 1,
    y ? 1 : 0,
  );

const STEEL = lin('steel', [
  [0, '#8d969e'],
  [0.3, '#eef1f3'],
  [0.6, '#b9c1c7'],
  [1, '#6f787f'],
]);
const INKG = lin('inkg', [
  [0, '#1d2126'],
  [0.35, '#4a525b'],
  [1, '#1a1e22'],
]);

/** The soft ground shadow; the renderer defines the gradient "sh". */
export const shadow = (cx: number, cy: number, rx: number, ry = 24) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#sh)"/>`;

/** Shows part of a drawing enlarged: (cx, cy) moves to the centre. */
export const zoom = (svg: string, cx: number, cy: number, s: number) =>
  `<g transform="translate(400 420) scale(${s}) translate(${-cx} ${-cy})">${svg}</g>`;

const place = (svg: string, x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s}) translate(-400 -660)">${svg}</g>`;

const glint = (x: number, y: number, w: number, h: number, o = 0.35) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity="${o}"/>`;

/** A stuff sack lying on its side: the packed form of tents, pillows, tarps. */
function stuffSack(p: Palette, id: string, x: number, y: number, w: number, h: number) {
  const r = h / 2;
  const cy = y + r;
  const ex = r * 0.42;
  const straps = [0.28, 0.72]
    .map((t) => {
      const sx = x + w * t;
      return `<path d="M${sx} ${y + 2}q12 ${r} 0 ${h - 4}" stroke="#6b737b" stroke-width="16" fill="none"/><rect x="${sx - 3}" y="${cy - 13}" width="20" height="26" rx="5" fill="${p.ink}"/>`;
    })
    .join('');
  return `<defs>${cyl(id, p, true)}</defs>${shadow(x + w / 2, y + h + 2, w / 2 + 40, 26)}
<path d="M${x} ${y + 6}Q${x + w / 2} ${y - 8} ${x + w} ${y + 6}a${ex} ${r - 6} 0 0 1 0 ${h - 12}Q${x + w / 2} ${y + h + 8} ${x} ${y + h - 6}z" fill="url(#${id})"/>
<ellipse cx="${x}" cy="${cy}" rx="${ex}" ry="${r - 4}" fill="${p.d1}"/>
<path d="M${x - ex * 0.7} ${cy - r * 0.55}L${x} ${cy}M${x - ex * 0.8} ${cy}H${x}M${x - ex * 0.7} ${cy + r * 0.55}L${x} ${cy}" stroke="${p.d2}" stroke-width="3"/>
<circle cx="${x}" cy="${cy}" r="${Math.max(6, r * 0.1)}" fill="${p.d2}"/>
<path d="M${x + w * 0.4} ${y - 1}q${w * 0.1} ${-r * 0.5} ${w * 0.2} 0" stroke="${p.ink}" stroke-width="8" fill="none"/>
${straps}<rect x="${x + w * 0.4}" y="${cy - r * 0.28}" width="${w * 0.2}" height="${r * 0.56}" rx="6" fill="${p.l2}" opacity=".8"/>
${glint(x + 20, y + h * 0.16, w - 60, 10, 0.28)}`;
}

/** A compression sack standing upright: the packed sleeping bag. */
function compressionSack(p: Palette) {
  const strap = (x: number, bow: number) =>
    `<path d="M${x} 330Q${x + bow} 480 ${x} 640" stroke="#6b737b" stroke-width="16" fill="none"/>`;
  return `<defs>${cyl('cs', p)}</defs>${shadow(400, 650, 200, 26)}
<path d="M268 324Q250 480 272 628Q400 672 528 628Q550 480 532 320z" fill="url(#cs)"/>
<path d="M262 470Q400 500 538 470" stroke="${p.d1}" stroke-width="6" fill="none" opacity=".6"/>${strap(300, -14)}${strap(500, 14)}
<path d="M266 326Q270 262 400 256Q530 262 534 326Q400 360 266 326z" fill="#3a4047"/>
<path d="M290 300Q340 282 400 280" stroke="#fff" stroke-width="6" opacity=".15" fill="none" stroke-linecap="round"/>
<path d="M300 334Q320 280 400 270M500 334Q480 280 400 270" stroke="#6b737b" stroke-width="14" fill="none"/>
<circle cx="400" cy="270" r="16" fill="${p.ink}"/><path d="M388 258q12-30 24 0" stroke="${p.ink}" stroke-width="6" fill="none"/>
<rect x="288" y="470" width="22" height="30" rx="5" fill="${p.ink}"/><rect x="490" y="470" width="22" height="30" rx="5" fill="${p.ink}"/>
<rect x="360" y="540" width="80" height="44" rx="8" fill="${p.l2}" opacity=".8"/>${glint(296, 350, 14, 250, 0.3)}`;
}

function tent(p: Palette) {
  return `<defs>${lin('tf', [
    [0, p.l1],
    [0.5, p.c],
    [1, p.d1],
  ])}${lin('ts', [
    [0, p.d1],
    [1, p.d2],
  ])}</defs>
<path d="M105 662 330 300M330 300 170 540M600 360 735 662" stroke="#9aa0a6" stroke-width="3"/>
<path d="M100 650l10 18M730 650l10 18" stroke="${p.ink}" stroke-width="6"/>
<path d="M150 660 640 660 690 640 200 638z" fill="${p.d2}"/>
<path d="M330 300C440 280 560 300 610 360S665 540 670 642L470 658C466 500 420 370 330 300z" fill="url(#ts)"/>
<path d="M360 297C470 300 560 360 600 480" stroke="${p.l1}" stroke-width="5" fill="none" opacity=".5"/>
<path d="M170 658C175 480 240 340 330 300 420 340 466 480 470 658z" fill="url(#tf)"/>
<path d="M250 658C254 520 290 420 330 392 370 420 402 520 406 658z" fill="#1f2a24"/>
<path d="M262 658C266 530 296 440 330 410 364 440 394 530 396 658z" fill="#2f3d35" opacity=".6"/>
<path d="M330 392C370 420 402 520 406 658H372C366 540 352 450 330 392z" fill="${p.d1}"/>
<path d="M250 658C254 520 290 420 330 392 370 420 402 520 406 658" stroke="${p.l2}" stroke-width="3" stroke-dasharray="6 5" fill="none"/>
<path d="M170 658C175 480 240 340 330 300 420 340 466 480 470 658" stroke="${p.d2}" stroke-width="9" fill="none"/>
<path d="M190 600C200 470 250 370 320 322" stroke="#fff" stroke-width="10" fill="none" opacity=".22" stroke-linecap="round"/>
<path d="M480 318l60 8-20 26z" fill="${p.d2}"/>
<circle cx="330" cy="300" r="8" fill="${p.ink}"/>`;
}

function bottle(p: Palette) {
  return `<defs>${cyl('bb', p)}${STEEL}${INKG}</defs>
<path d="M315 340C315 290 345 270 360 262h80c15 8 45 28 45 78v290q0 35-35 35H350q-35 0-35-35z" fill="url(#bb)"/>
<path d="M315 628h170v2q0 35-35 35H350q-35 0-35-35z" fill="url(#steel)"/>
<rect x="355" y="232" width="90" height="34" rx="6" fill="url(#steel)"/>
<rect x="343" y="168" width="114" height="72" rx="16" fill="url(#inkg)"/>
<path d="M362 180v50M380 180v50M398 180v50M416 180v50M434 180v50" stroke="#000" stroke-width="3" opacity=".25"/>
<path d="M368 176C368 116 432 116 432 176" stroke="${p.ink}" stroke-width="16" fill="none"/>
${glint(342, 300, 18, 310)}${glint(372, 300, 6, 280, 0.2)}
<path d="M380 430l22-34 22 34z" fill="${p.accent}" opacity=".85"/>`;
}

function bottleDetail(p: Palette) {
  return zoom(bottle(p), 400, 330, 1.7);
}

function pump(p: Palette) {
  return `<defs>${lin(
    'pf',
    [
      [0, p.l1],
      [1, p.d1],
    ],
    0.6,
    1,
  )}${INKG}</defs>
<path d="M330 330h250l-50 -50H380z" fill="${p.l1}"/>
<path d="M530 280l50 50v270l-50 40z" fill="${p.d2}"/>
<rect x="270" y="330" width="260" height="310" rx="48" fill="url(#pf)"/>
<circle cx="400" cy="450" r="82" fill="${p.ink}"/>
${[70, 56, 42, 28]
  .map((r) => `<circle cx="400" cy="450" r="${r}" stroke="#4d555e" stroke-width="6" fill="none"/>`)
  .join('')}
<circle cx="400" cy="450" r="12" fill="#5d6670"/>
<circle cx="400" cy="580" r="20" fill="${p.ink}"/><circle cx="400" cy="580" r="9" fill="#5fd38d"/>
<path d="M270 440h-40v60h40zM230 450h-36v40h36zM194 458h-44v24h44z" fill="url(#inkg)"/>
${glint(290, 360, 14, 200, 0.3)}`;
}

function mattress(p: Palette) {
  const A = [150, 560];
  const u = [380, -150];
  const v = [170, 92];
  const pt = (s: number, t: number) =>
    `${A[0]! + u[0]! * s + v[0]! * t} ${A[1]! + u[1]! * s + v[1]! * t}`;
  let tubes = '';
  for (let i = 0; i < 10; i++) {
    const s0 = i / 10;
    const s1 = (i + 1) / 10;
    const sm = (s0 + s1) / 2;
    tubes += `<path d="M${pt(s0, 0)}L${pt(s1, 0)}L${pt(s1, 1)}L${pt(s0, 1)}z" fill="${i % 2 ? p.c : p.l1}"/><path d="M${pt(sm, 0.05)}L${pt(sm, 0.95)}" stroke="#fff" stroke-width="6" opacity=".25" stroke-linecap="round"/>`;
  }
  const D = pt(0, 1);
  const C = pt(1, 1);
  const B = pt(1, 0);
  return `<path d="M${D}L${C}l0 42L${D.split(' ')[0]} ${Number(D.split(' ')[1]) + 42}z" fill="${p.d1}"/>
<path d="M${pt(0, 0)}L${D}l0 42L${A[0]} ${A[1]! + 42}z" fill="${p.d2}"/>
<path d="M${C}L${B}l0 42L${C.split(' ')[0]} ${Number(C.split(' ')[1]) + 42}z" fill="${p.d2}"/>
${tubes}<path d="M${pt(0, 0)}L${B}L${C}L${D}z" stroke="${p.d2}" stroke-width="5" fill="none" stroke-linejoin="round"/>
<circle cx="${A[0]! + u[0]! * 0.97 + v[0]! * 0.15}" cy="${A[1]! + u[1]! * 0.97 + v[1]! * 0.15 - 4}" r="13" fill="${p.ink}"/>`;
}

function mattressDetail(p: Palette) {
  let spiral = '';
  for (let i = 0; i < 5; i++) {
    spiral += `<ellipse cx="300" cy="520" rx="${54 - i * 10}" ry="${92 - i * 17}" fill="${i % 2 ? p.l1 : p.d1}"/>`;
  }
  return `<defs>${cyl('mr', p, true)}</defs>${shadow(420, 615, 230, 26)}
<path d="M300 428h240a54 92 0 0 1 0 184H300z" fill="url(#mr)"/>${spiral}
<path d="M380 424q16 96 0 192M480 424q16 96 0 192" stroke="${p.ink}" stroke-width="20" fill="none"/>
<rect x="374" y="500" width="26" height="38" rx="6" fill="#15181b"/><rect x="474" y="500" width="26" height="38" rx="6" fill="#15181b"/>
${glint(340, 448, 220, 12, 0.3)}`;
}

function hammock(p: Palette) {
  return `<defs>${lin(
    'hf',
    [
      [0, p.l1],
      [1, p.d1],
    ],
    0,
    1,
  )}</defs>
<path d="M180 655 110 300M620 655 690 300" stroke="#3a4047" stroke-width="18" stroke-linecap="round"/>
<path d="M150 655h500" stroke="#3a4047" stroke-width="20" stroke-linecap="round"/>
<path d="M120 650h100M580 650h100" stroke="#23272c" stroke-width="12" stroke-linecap="round"/>
<path d="M114 310C300 330 500 330 686 310" stroke="#8a8f94" stroke-width="3" fill="none"/>
<path d="M114 312 230 470M686 312 570 470" stroke="#b48a58" stroke-width="6"/>
<path d="M230 470C250 360 550 360 570 470Q400 540 230 470z" fill="#e8eef0" opacity=".35" stroke="#b8c2c6" stroke-width="3"/>
<path d="M270 420 290 380M330 410 340 366M400 410V362M470 410 460 366M530 420 510 380" stroke="#c9d2d6" stroke-width="2" opacity=".8"/>
<path d="M400 328V362" stroke="#8a8f94" stroke-width="3"/>
<path d="M230 470Q400 650 570 470Q400 560 230 470z" fill="url(#hf)"/>
<path d="M230 470Q400 560 570 470" stroke="${p.d2}" stroke-width="5" fill="none"/>
<path d="M262 490Q400 600 540 490" stroke="${p.l2}" stroke-width="5" fill="none" opacity=".6"/>`;
}

function hammockDetail(p: Palette) {
  const biner = (x: number, r: number) =>
    `<g transform="rotate(${r} ${x} 520)"><rect x="${x - 24}" y="470" width="48" height="100" rx="24" stroke="#c3cad0" stroke-width="10" fill="none"/><path d="M${x + 24} 495v50" stroke="#7b848c" stroke-width="10"/></g>`;
  return `<defs>${cyl('hs', p, true)}</defs>${shadow(400, 640, 300, 26)}
<path d="M250 500h300a40 70 0 0 1 0 140H250a40 70 0 0 1 0-140z" fill="url(#hs)"/>
<path d="M250 500a40 70 0 0 0 0 140" fill="${p.d1}"/>
<path d="M215 570h-40M585 570h40" stroke="${p.ink}" stroke-width="8"/>
${biner(150, -70)}${biner(650, 70)}
<path d="M320 500q10 70 0 140M480 500q10 70 0 140" stroke="${p.d2}" stroke-width="5" fill="none"/>
${glint(270, 514, 250, 12, 0.3)}
<ellipse cx="560" cy="676" rx="110" ry="22" fill="${p.ink}"/><ellipse cx="560" cy="664" rx="90" ry="16" fill="#3a4047"/><ellipse cx="560" cy="654" rx="66" ry="11" fill="${p.ink}"/>`;
}

function pillow(p: Palette) {
  const puff =
    'M232 380Q220 366 240 364Q400 396 560 364Q580 366 568 380Q540 510 584 640Q586 656 566 654Q400 620 234 654Q214 656 216 640Q260 510 232 380z';
  return `<defs>${rad(
    'pl',
    [
      [0, p.l2],
      [0.55, p.c],
      [1, p.d1],
    ],
    0.42,
    0.4,
    0.65,
  )}</defs>
<path d="${puff}" fill="url(#pl)"/>
<path d="${puff}" fill="none" stroke="${p.d1}" stroke-width="4" stroke-dasharray="8 6" transform="translate(400 510) scale(.9) translate(-400 -510)"/>
<path d="M270 430Q400 450 530 430M270 590Q400 570 530 590" stroke="${p.d1}" stroke-width="5" fill="none" opacity=".5"/>
<path d="M262 410Q330 428 400 426" stroke="#fff" stroke-width="12" fill="none" opacity=".35" stroke-linecap="round"/>
<rect x="548" y="600" width="20" height="26" rx="6" fill="${p.ink}"/>`;
}

function chair(p: Palette) {
  const leg = (d: string) =>
    `<path d="${d}" stroke="#3a4047" stroke-width="13" stroke-linecap="round" fill="none"/>`;
  return `<defs>${lin(
    'cf',
    [
      [0, p.l1],
      [1, p.d1],
    ],
    0,
    1,
  )}</defs>
${leg('M300 450 270 650M500 450 530 650M292 520 520 650M508 520 280 650M255 460 245 650M545 460 555 650')}
<path d="M300 240h200l10 230H290z" fill="url(#cf)"/>
<path d="M300 240h200l4 60H296z" fill="${p.d1}"/>
<path d="M325 320h150l4 120H321z" fill="${p.d2}" opacity=".55"/>
<path d="M282 470h236l-14 58H296z" fill="${p.c}"/><path d="M296 528h208l-4 12H300z" fill="${p.d2}"/>
<path d="M240 440h72v22h-72zM488 440h72v22h-72z" fill="${p.d1}"/>
<rect x="530" y="412" width="44" height="40" rx="6" fill="${p.ink}"/>
${leg('M300 240V450M500 240V450')}
<path d="M306 252V420" stroke="#fff" stroke-width="8" opacity=".2" stroke-linecap="round"/>`;
}

function table(p: Palette) {
  const slats = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
    .map((t) => {
      const x1 = 160 + 400 * t;
      const y1 = 420 - 40 * t;
      return `<path d="M${x1} ${y1}L${x1 + 80} ${y1 + 80}" stroke="${p.d1}" stroke-width="3"/>`;
    })
    .join('');
  const legs = (x: number, y: number) =>
    `<path d="M${x + 10} ${y + 10}L${x + 92} ${y + 240}M${x + 70} ${y + 75}L${x + 10} ${y + 220}" stroke="#aab2b9" stroke-width="11" stroke-linecap="round"/>`;
  return `<defs>${lin(
    'tt',
    [
      [0, p.l1],
      [1, p.c],
    ],
    1,
    1,
  )}</defs>
${legs(180, 410)}${legs(550, 375)}
<path d="M250 660 640 620" stroke="#8f979e" stroke-width="9" stroke-linecap="round"/>
<path d="M240 500 640 460v18L240 518z" fill="${p.d1}"/><path d="M160 420l80 80v18l-80-80z" fill="${p.d2}"/>
<path d="M160 420 560 380 640 460 240 500z" fill="url(#tt)"/>${slats}
<path d="M180 422 550 386" stroke="#fff" stroke-width="6" opacity=".3" stroke-linecap="round"/>`;
}

function sleepingBag(p: Palette) {
  let baffles = '';
  for (let y = 330; y < 660; y += 42) {
    baffles += `<path d="M220 ${y}Q400 ${y + 26} 580 ${y}" stroke="${p.d1}" stroke-width="5" fill="none"/>`;
  }
  const bag =
    'M400 150C490 150 530 205 530 262C548 340 550 430 525 525C508 600 470 662 400 664C330 662 292 600 275 525C250 430 252 340 270 262C270 205 310 150 400 150z';
  return `<defs>${cyl('sb', p)}<clipPath id="sbc"><path d="${bag}"/></clipPath></defs>
<path d="${bag}" fill="url(#sb)"/><g clip-path="url(#sbc)">${baffles}
<path d="M470 290C515 380 515 500 480 620" stroke="${p.ink}" stroke-width="6" fill="none"/></g>
<ellipse cx="400" cy="240" rx="78" ry="62" fill="${p.d2}"/><ellipse cx="400" cy="246" rx="60" ry="46" fill="#3b4148"/>
<path d="M340 300q60 22 120 0" stroke="${p.ink}" stroke-width="4" fill="none"/><rect x="452" y="292" width="14" height="24" rx="5" fill="${p.ink}"/>
<path d="M300 320C290 400 292 480 310 560" stroke="#fff" stroke-width="12" fill="none" opacity=".22" stroke-linecap="round"/>`;
}

function shelter(p: Palette) {
  return `<defs>${lin(
    'sh1',
    [
      [0, p.l1],
      [1, p.c],
    ],
    1,
    1,
  )}</defs>
<path d="M140 612 470 632 690 562 360 540z" fill="#000" opacity=".08"/>
<path d="M290 300 100 660M540 250 720 470M290 300 470 660" stroke="#9aa0a6" stroke-width="3"/>
<path d="M290 300 540 250 360 540 140 612z" fill="${p.d2}"/>
<path d="M290 300V640M540 250V560" stroke="#3a4047" stroke-width="10" stroke-linecap="round"/>
<path d="M290 300 540 250 690 562 470 632z" fill="url(#sh1)"/>
<path d="M290 300 540 250" stroke="${p.d2}" stroke-width="7"/>
<path d="M380 466 615 406" stroke="${p.d1}" stroke-width="4" opacity=".6"/>
<path d="M315 330 460 600" stroke="#fff" stroke-width="10" opacity=".2" stroke-linecap="round"/>
<circle cx="470" cy="632" r="7" fill="${p.ink}"/><circle cx="690" cy="562" r="7" fill="${p.ink}"/>`;
}

function backpack(p: Palette) {
  return `<defs>${cyl('bp', p)}</defs>
<path d="M280 250C280 200 320 185 400 185S520 200 520 250L535 605Q535 660 480 660H320Q265 660 265 605z" fill="url(#bp)"/>
<path d="M272 250C272 190 330 160 400 160S528 190 528 250C500 280 300 280 272 250z" fill="${p.d1}"/>
<path d="M292 235C320 200 480 200 508 235" stroke="#fff" stroke-width="8" opacity=".25" fill="none" stroke-linecap="round"/>
<path d="M310 430H490L502 610Q400 640 298 610z" fill="${p.d1}"/>
<path d="M314 450Q400 430 486 450" stroke="${p.ink}" stroke-width="4" fill="none"/>
<path d="M340 262V400M460 262V400" stroke="${p.ink}" stroke-width="16"/>
<rect x="328" y="380" width="24" height="34" rx="5" fill="#15181b"/><rect x="448" y="380" width="24" height="34" rx="5" fill="#15181b"/>
<path d="M268 340H310M490 340H532M268 480H300M500 480H534" stroke="${p.ink}" stroke-width="13"/>
<path d="M280 560H226Q206 586 226 612H280zM520 560H574Q594 586 574 612H520z" fill="${p.ink}"/><path d="M236 572H270M530 572H564" stroke="${p.c}" stroke-width="5"/>
<rect x="385" y="585" width="30" height="22" rx="4" fill="#15181b"/>
<path d="M380 168q20-26 40 0" stroke="${p.ink}" stroke-width="8" fill="none"/>
${glint(292, 290, 14, 230, 0.25)}`;
}

function backpackBack(p: Palette) {
  const strap = (m: number) => {
    const d = `M${400 + m * 50} 225C${400 + m * 150} 250 ${400 + m * 140} 400 ${400 + m * 95} 520`;
    return `<path d="${d}" stroke="${p.ink}" stroke-width="52" fill="none" stroke-linecap="round"/><path d="${d}" stroke="#4a525b" stroke-width="34" fill="none" stroke-linecap="round"/><path d="M${400 + m * 95} 520l${m * -10} 60" stroke="${p.ink}" stroke-width="14"/>`;
  };
  return `<defs>${cyl('bp', p)}<pattern id="mesh" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#3a4047"/><circle cx="7" cy="7" r="4" fill="#23282d"/></pattern></defs>
${shadow(400, 660, 230)}
<path d="M280 250C280 200 320 185 400 185S520 200 520 250L535 605Q535 660 480 660H320Q265 660 265 605z" fill="url(#bp)"/>
<path d="M305 250H495L505 560H295z" fill="url(#mesh)"/>${strap(-1)}${strap(1)}
<path d="M330 330H470" stroke="${p.c}" stroke-width="10"/><rect x="385" y="320" width="30" height="20" rx="4" fill="#15181b"/>
<path d="M200 560Q400 520 600 560V620Q400 585 200 620z" fill="${p.ink}"/>
<path d="M220 570Q400 535 580 570" stroke="${p.c}" stroke-width="6" fill="none"/>`;
}

function lantern(p: Palette) {
  return `<defs>${cyl('lb', p)}${rad('lg', [
    [0, '#fffbe6'],
    [0.55, '#ffe08a'],
    [1, '#f2a93b'],
  ])}${rad('lh', [
    [0, '#ffd66b', 0.55],
    [1, '#ffd66b', 0],
  ])}</defs>
<circle cx="400" cy="450" r="260" fill="url(#lh)"/>
<path d="M335 292C330 170 470 170 465 292" stroke="${p.ink}" stroke-width="14" fill="none"/>
<rect x="318" y="330" width="164" height="250" rx="26" fill="url(#lg)"/>
<path d="M345 340V572M400 340V572M455 340V572" stroke="${p.d1}" stroke-width="8" opacity=".7"/>
<rect x="295" y="292" width="210" height="50" rx="20" fill="url(#lb)"/>
<ellipse cx="400" cy="294" rx="90" ry="16" fill="${p.l1}"/>
<rect x="300" y="570" width="200" height="88" rx="22" fill="url(#lb)"/>
<circle cx="400" cy="612" r="14" fill="${p.ink}"/>`;
}

function headlamp(p: Palette) {
  return `<defs>${INKG}${rad('lens', [
    [0, '#ffffff'],
    [0.5, '#e6f2ff'],
    [1, '#8fb4d8'],
  ])}${rad('hg', [
    [0, '#fff6cc', 0.7],
    [1, '#fff6cc', 0],
  ])}</defs>
<path d="M170 440C170 340 630 340 630 440" stroke="${p.d1}" stroke-width="40" fill="none"/>
<path d="M170 440C170 560 630 560 630 440" stroke="${p.c}" stroke-width="40" fill="none"/>
<path d="M170 440C170 560 630 560 630 440" stroke="${p.l2}" stroke-width="6" stroke-dasharray="18 12" fill="none"/>
<path d="M400 350V330" stroke="${p.d1}" stroke-width="30"/>
<rect x="318" y="470" width="164" height="126" rx="32" fill="url(#inkg)"/>
<rect x="340" y="456" width="60" height="20" rx="8" fill="${p.c}"/>
<circle cx="388" cy="534" r="70" fill="url(#hg)"/>
<circle cx="388" cy="534" r="42" fill="url(#lens)" stroke="#5b636c" stroke-width="6"/>
<circle cx="452" cy="534" r="12" fill="#e0463c"/>`;
}

function stove(p: Palette, lit = true) {
  const flames = [-40, -20, 0, 20, 40]
    .map(
      (dx) =>
        `<path d="M${400 + dx} 312c-12 16-12 30 0 34 12-4 12-18 0-34z" fill="#3d8bff" opacity=".9"/><path d="M${400 + dx} 326c-5 8-5 15 0 17 5-2 5-9 0-17z" fill="#bfe0ff"/>`,
    )
    .join('');
  return `<defs>${cyl('sc', p)}${STEEL}</defs>
<path d="M300 500C300 450 350 432 400 432S500 450 500 500V620Q500 656 466 656H334Q300 656 300 620z" fill="url(#sc)"/>
<path d="M300 520H500V580H300z" fill="${p.l2}" opacity=".85"/>
<path d="M380 530l20-30 20 30z" fill="${p.d1}"/>
<rect x="382" y="372" width="36" height="64" fill="url(#steel)"/>
<path d="M418 410c40 0 60 10 60 30" stroke="#9aa3aa" stroke-width="6" fill="none"/>
<path d="M340 376H460L446 346H354z" fill="url(#steel)"/>
<path d="M352 368 262 346M448 368 538 346M400 356V318" stroke="#8f989f" stroke-width="9" stroke-linecap="round"/>
${lit ? flames : ''}${glint(322, 470, 12, 150, 0.3)}`;
}

function pot(p: Palette) {
  return `<defs>${cyl('ck', p)}${lin(
    'cl',
    [
      [0, p.l2],
      [1, p.c],
    ],
    1,
    1,
  )}${STEEL}</defs>
<path d="M255 450C215 450 215 520 255 520" stroke="#8f989f" stroke-width="9" fill="none"/>
<path d="M260 420V610C260 640 330 660 400 660S540 640 540 610V420z" fill="url(#ck)"/>
<ellipse cx="400" cy="420" rx="142" ry="40" fill="url(#cl)"/>
<ellipse cx="400" cy="420" rx="142" ry="40" stroke="${p.d1}" stroke-width="5" fill="none"/>
<path d="M372 402h56l-6-20h-44z" fill="${p.ink}"/>
<circle cx="330" cy="420" r="6" fill="${p.d1}"/><circle cx="350" cy="426" r="6" fill="${p.d1}"/>
${glint(284, 448, 14, 170, 0.3)}`;
}

function cookware(p: Palette) {
  return `${place(pot(p), 360, 630, 0.95)}${shadow(560, 664, 95, 16)}${place(pot(p), 570, 664, 0.5)}
<path d="M640 560c50 0 56 56 6 60" stroke="#8f989f" stroke-width="8" fill="none"/>`;
}

function poles(p: Palette) {
  const pole = (x1: number, x2: number) => {
    const at = (t: number) => [x1 + (x2 - x1) * t, 160 + 500 * t] as const;
    const seg = (a: number, b: number, w: number, col: string) =>
      `<path d="M${at(a).join(' ')}L${at(b).join(' ')}" stroke="${col}" stroke-width="${w}" stroke-linecap="round"/>`;
    const [bx, by] = at(0.9);
    return `${seg(0.2, 0.5, 18, p.c)}${seg(0.5, 0.76, 15, p.d1)}${seg(0.76, 0.97, 12, '#b9c1c7')}${seg(0.97, 1, 8, p.ink)}
${seg(0.47, 0.52, 24, p.ink)}${seg(0.74, 0.78, 22, p.ink)}${seg(0, 0.22, 36, p.ink)}${seg(0.04, 0.2, 26, '#3f464e')}
<ellipse cx="${bx}" cy="${by}" rx="26" ry="8" fill="${p.ink}"/>
<path d="M${x1 - 4} 170c-40 20-50 90-14 110" stroke="${p.c}" stroke-width="8" fill="none"/>`;
  };
  return `<defs>${STEEL}</defs>${pole(300, 370)}${pole(500, 430)}`;
}

function firstAid(p: Palette) {
  const cross = luminance(p.c) > 0.72 ? '#d23a32' : p.c;
  return `<defs>${lin(
    'fa',
    [
      [0, p.l1],
      [1, p.d1],
    ],
    0.5,
    1,
  )}</defs>
<path d="M250 330 290 290H580L550 330z" fill="${p.l1}"/><path d="M550 330 580 290V590L550 640z" fill="${p.d2}"/>
<rect x="220" y="330" width="330" height="310" rx="44" fill="url(#fa)"/>
<path d="M250 345H520" stroke="${p.ink}" stroke-width="5" stroke-dasharray="7 4"/>
<path d="M330 300q25-40 50 0" stroke="${p.ink}" stroke-width="10" fill="none"/>
<rect x="300" y="408" width="170" height="170" rx="24" fill="#fafafa"/>
<path d="M358 428h54v56h56v54h-56v26h-54v-26h-56v-54h56z" fill="${cross}" transform="translate(0 -3) scale(1 .97)"/>
<path d="M236 380V600" stroke="#fff" stroke-width="10" opacity=".25" stroke-linecap="round"/>`;
}

function firstAidOpen(p: Palette) {
  const roll = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="40" fill="#f4f2ee"/><circle cx="${x}" cy="${y}" r="26" fill="none" stroke="#d9d5cc" stroke-width="4"/><circle cx="${x}" cy="${y}" r="10" fill="#c9c3b7"/>`;
  return `<defs>${lin(
    'fa',
    [
      [0, p.l1],
      [1, p.d1],
    ],
    0.5,
    1,
  )}</defs>${shadow(400, 640, 300, 26)}
<rect x="110" y="330" width="290" height="300" rx="40" fill="url(#fa)"/><rect x="400" y="330" width="290" height="300" rx="40" fill="url(#fa)"/>
<rect x="135" y="355" width="240" height="250" rx="22" fill="${p.d2}"/><rect x="425" y="355" width="240" height="250" rx="22" fill="${p.d2}"/>
${roll(200, 430)}${roll(300, 430)}
<rect x="160" y="510" width="190" height="60" rx="10" fill="#f0e3c8"/><path d="M200 520v40M240 520v40M280 520v40M320 520v40" stroke="#d8c6a2" stroke-width="4"/>
<path d="M450 385l90 110M545 385l-90 110" stroke="#c3cad0" stroke-width="10" stroke-linecap="round"/>
<circle cx="448" cy="510" r="20" stroke="${p.ink}" stroke-width="9" fill="none"/><circle cx="548" cy="510" r="20" stroke="${p.ink}" stroke-width="9" fill="none"/>
<rect x="590" y="390" width="40" height="170" rx="8" fill="#fafafa"/><path d="M600 420h20M600 450h20M600 480h20" stroke="#d23a32" stroke-width="6"/>
<path d="M150 380h210M440 380h210" stroke="#000" stroke-width="10" opacity=".25"/>`;
}

function dryBag(p: Palette) {
  return `<defs>${cyl('db', p)}</defs>
<path d="M300 330H500C516 400 526 520 520 610 515 652 470 665 400 665S285 652 280 610C274 520 284 400 300 330z" fill="url(#db)"/>
<rect x="288" y="250" width="224" height="32" rx="12" fill="${p.d1}"/>
<rect x="292" y="276" width="216" height="30" rx="12" fill="${p.c}"/>
<rect x="296" y="302" width="208" height="32" rx="12" fill="${p.d1}"/>
<rect x="286" y="244" width="228" height="14" rx="7" fill="${p.accent}" opacity=".85"/>
<path d="M292 262C292 150 508 150 508 262" stroke="${p.ink}" stroke-width="20" fill="none"/>
<rect x="376" y="164" width="48" height="32" rx="8" fill="#15181b"/>
<path d="M282 460C360 474 440 474 518 460" stroke="${p.accent}" stroke-width="14" fill="none" opacity=".7"/>
<circle cx="508" cy="400" r="12" stroke="#9aa3aa" stroke-width="5" fill="none"/>
${glint(320, 350, 18, 280, 0.35)}${glint(352, 360, 6, 240, 0.2)}`;
}

function dryBagFamily(p: Palette) {
  return `${shadow(400, 640, 310, 26)}${place(dryBag(p), 230, 640, 0.5)}${place(dryBag(p), 590, 640, 0.62)}${place(dryBag(p), 400, 650, 0.8)}`;
}

function poncho(p: Palette) {
  return `<defs>${lin(
    'pc',
    [
      [0, p.l1],
      [0.5, p.c],
      [1, p.d1],
    ],
    1,
    1,
  )}</defs>
<path d="M345 262C300 290 190 360 130 470L230 650Q400 672 570 650L670 470C610 360 500 290 455 262z" fill="url(#pc)"/>
<path d="M140 485 236 640M660 485 564 640" stroke="${p.d2}" stroke-width="6" stroke-dasharray="2 26" stroke-linecap="round"/>
<path d="M300 320 230 520M500 320 570 520" stroke="${p.d1}" stroke-width="6" opacity=".5"/>
<path d="M335 480H465L475 590H325z" fill="${p.d1}"/><path d="M335 490H465" stroke="${p.ink}" stroke-width="4"/>
<path d="M400 300V470" stroke="${p.d2}" stroke-width="4"/>
<path d="M335 275C320 190 350 150 400 150S480 190 465 275C440 300 360 300 335 275z" fill="${p.c}"/>
<ellipse cx="400" cy="240" rx="46" ry="52" fill="${p.d2}"/>
<path d="M356 240C356 180 444 180 444 240" stroke="${p.l2}" stroke-width="6" fill="none"/>
<path d="M380 290v28M420 290v28" stroke="${p.ink}" stroke-width="4"/>
<path d="M160 465C220 380 290 320 335 300" stroke="#fff" stroke-width="10" opacity=".25" fill="none" stroke-linecap="round"/>`;
}

function knife(p: Palette, open = true) {
  const blade = open
    ? `<path d="M480 398H690C722 398 738 406 742 418 700 442 620 452 486 446z" fill="url(#steel)"/><path d="M540 430H720" stroke="#fff" stroke-width="3" opacity=".6"/><circle cx="522" cy="406" r="6" fill="#6f787f"/>`
    : `<path d="M230 388 480 384 470 396 240 398z" fill="url(#steel)"/>`;
  return `<defs>${STEEL}${lin(
    'kh',
    [
      [0, p.l1],
      [0.5, p.c],
      [1, p.d1],
    ],
    0,
    1,
  )}</defs><g transform="rotate(-28 470 430)">${blade}
<path d="M200 420C200 392 222 382 250 382L470 388C500 389 512 402 512 422L506 446C500 460 480 466 450 463L250 470C214 470 200 450 200 420z" fill="url(#kh)"/>
<path d="M260 405 440 402M260 425 450 424M260 445 440 446" stroke="${p.d1}" stroke-width="5" opacity=".7"/>
<path d="M240 458 420 452" stroke="#c3cad0" stroke-width="8" stroke-linecap="round"/>
<circle cx="480" cy="424" r="16" fill="url(#steel)"/><circle cx="480" cy="424" r="6" fill="#4a525b"/>
<circle cx="226" cy="420" r="9" fill="${p.d2}"/></g>`;
}

function knifeDetail(p: Palette) {
  return `${shadow(400, 600, 230, 20)}${zoom(knife(p, false), 420, 470, 1.25)}`;
}

function tentPacked(p: Palette) {
  const stake = (x: number) =>
    `<path d="M${x} 600l60 46" stroke="#c3cad0" stroke-width="7" stroke-linecap="round"/><path d="M${x} 600l-6 14" stroke="#c3cad0" stroke-width="7" stroke-linecap="round"/>`;
  return `${stuffSack(p, 'ss', 210, 380, 380, 210)}${shadow(380, 652, 240, 14)}
<rect x="150" y="612" width="440" height="38" rx="19" fill="${p.ink}"/><path d="M170 622h400" stroke="#fff" stroke-width="4" opacity=".2"/>
${stake(610)}${stake(640)}${stake(670)}`;
}

function pillowPacked(p: Palette) {
  return `${shadow(320, 650, 200, 22)}${place(pillow(p), 320, 650, 0.85)}${stuffSack(p, 'ss', 540, 556, 150, 90)}`;
}

function shelterPacked(p: Palette) {
  const coil = [0, 8, 16]
    .map(
      (d) =>
        `<ellipse cx="${630 + d}" cy="${628 - d / 2}" rx="62" ry="18" stroke="#e8893d" stroke-width="5" fill="none"/>`,
    )
    .join('');
  return `${stuffSack(p, 'ss', 190, 430, 360, 180)}${coil}`;
}

function ponchoPacked(p: Palette) {
  const stack = `<rect x="210" y="560" width="320" height="84" rx="16" fill="${p.d1}"/><rect x="210" y="512" width="320" height="84" rx="16" fill="${p.c}"/>
<path d="M230 560h280M230 600h280" stroke="${p.d2}" stroke-width="4" opacity=".6"/>
<path d="M300 512q70-70 140 0z" fill="${p.d1}"/><circle cx="500" cy="540" r="8" fill="${p.ink}"/>${glint(230, 524, 260, 10, 0.3)}`;
  return `${shadow(360, 650, 260, 22)}${place(stack, 380, 655, 1.25)}${stuffSack(p, 'ss', 575, 566, 120, 80)}`;
}

export interface ArtShape {
  draw: (p: Palette) => string;
  /** View 2: a close-up or the packed item, with its own shadow. */
  detail: (p: Palette) => string;
  /** Half-width of the ground shadow under draw(). */
  shadow: number;
  scene: 'jungle' | 'hills' | 'river';
}

const closeUp = (draw: (p: Palette) => string, cx: number, cy: number, s: number) => (p: Palette) =>
  zoom(shadow(400, 660, 200) + draw(p), cx, cy, s);

export const SHAPES: Record<string, ArtShape> = {
  tent: { draw: tent, detail: tentPacked, shadow: 300, scene: 'jungle' },
  bottle: { draw: bottle, detail: bottleDetail, shadow: 120, scene: 'hills' },
  pump: { draw: pump, detail: closeUp(pump, 330, 460, 1.6), shadow: 220, scene: 'river' },
  mattress: { draw: mattress, detail: mattressDetail, shadow: 290, scene: 'hills' },
  hammock: { draw: hammock, detail: hammockDetail, shadow: 300, scene: 'jungle' },
  pillow: { draw: pillow, detail: pillowPacked, shadow: 210, scene: 'hills' },
  chair: { draw: chair, detail: closeUp(chair, 460, 430, 1.7), shadow: 200, scene: 'river' },
  table: { draw: table, detail: closeUp(table, 400, 450, 1.6), shadow: 290, scene: 'river' },
  'sleeping-bag': {
    draw: sleepingBag,
    detail: compressionSack,
    shadow: 190,
    scene: 'hills',
  },
  shelter: { draw: shelter, detail: shelterPacked, shadow: 310, scene: 'jungle' },
  backpack: { draw: backpack, detail: backpackBack, shadow: 230, scene: 'hills' },
  lantern: { draw: lantern, detail: closeUp(lantern, 400, 430, 1.6), shadow: 150, scene: 'jungle' },
  headlamp: {
    draw: headlamp,
    detail: closeUp(headlamp, 400, 520, 1.9),
    shadow: 250,
    scene: 'jungle',
  },
  stove: {
    draw: stove,
    detail: (p) =>
      `${shadow(400, 660, 160)}${stove(p)}${place(pot(palette('#9aa3aa')), 400, 322, 0.7)}`,
    shadow: 160,
    scene: 'river',
  },
  poles: { draw: poles, detail: closeUp(poles, 400, 330, 1.7), shadow: 150, scene: 'hills' },
  'first-aid': { draw: firstAid, detail: firstAidOpen, shadow: 220, scene: 'jungle' },
  'dry-bag': { draw: dryBag, detail: dryBagFamily, shadow: 150, scene: 'river' },
  poncho: { draw: poncho, detail: ponchoPacked, shadow: 280, scene: 'hills' },
  knife: { draw: knife, detail: knifeDetail, shadow: 240, scene: 'jungle' },
  cookware: {
    draw: cookware,
    detail: closeUp(cookware, 400, 440, 1.5),
    shadow: 190,
    scene: 'river',
  },
};
