/**
 * Camp drawings (shapes.ts): tent, shelter, sleeping bag, mattress, hammock,
 * pillow, chair and table, and the packed forms in stuff sacks.
 */
import { ACROSS, lin, rad } from '../kit/svg';
import { cyl, glint, place, shadow, type Palette } from './palette';

/** A stuff sack lying on its side: the packed form of tents, pillows, tarps. */
export function stuffSack(p: Palette, id: string, x: number, y: number, w: number, h: number) {
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
export function compressionSack(p: Palette) {
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

export function tent(p: Palette) {
  return `<defs>${lin(
    'tf',
    [
      [0, p.l1],
      [0.5, p.c],
      [1, p.d1],
    ],
    ACROSS,
  )}${lin(
    'ts',
    [
      [0, p.d1],
      [1, p.d2],
    ],
    ACROSS,
  )}</defs>
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

export function mattress(p: Palette) {
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

export function mattressDetail(p: Palette) {
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

export function hammock(p: Palette) {
  return `<defs>${lin('hf', [
    [0, p.l1],
    [1, p.d1],
  ])}</defs>
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

export function hammockDetail(p: Palette) {
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

export function pillow(p: Palette) {
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

export function chair(p: Palette) {
  const leg = (d: string) =>
    `<path d="${d}" stroke="#3a4047" stroke-width="13" stroke-linecap="round" fill="none"/>`;
  return `<defs>${lin('cf', [
    [0, p.l1],
    [1, p.d1],
  ])}</defs>
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

export function table(p: Palette) {
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
    [1, 1],
  )}</defs>
${legs(180, 410)}${legs(550, 375)}
<path d="M250 660 640 620" stroke="#8f979e" stroke-width="9" stroke-linecap="round"/>
<path d="M240 500 640 460v18L240 518z" fill="${p.d1}"/><path d="M160 420l80 80v18l-80-80z" fill="${p.d2}"/>
<path d="M160 420 560 380 640 460 240 500z" fill="url(#tt)"/>${slats}
<path d="M180 422 550 386" stroke="#fff" stroke-width="6" opacity=".3" stroke-linecap="round"/>`;
}

export function sleepingBag(p: Palette) {
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

export function shelter(p: Palette) {
  return `<defs>${lin(
    'sh1',
    [
      [0, p.l1],
      [1, p.c],
    ],
    [1, 1],
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

export function tentPacked(p: Palette) {
  const stake = (x: number) =>
    `<path d="M${x} 600l60 46" stroke="#c3cad0" stroke-width="7" stroke-linecap="round"/><path d="M${x} 600l-6 14" stroke="#c3cad0" stroke-width="7" stroke-linecap="round"/>`;
  return `${stuffSack(p, 'ss', 210, 380, 380, 210)}${shadow(380, 652, 240, 14)}
<rect x="150" y="612" width="440" height="38" rx="19" fill="${p.ink}"/><path d="M170 622h400" stroke="#fff" stroke-width="4" opacity=".2"/>
${stake(610)}${stake(640)}${stake(670)}`;
}

export function pillowPacked(p: Palette) {
  return `${shadow(320, 650, 200, 22)}${place(pillow(p), 320, 650, 0.85)}${stuffSack(p, 'ss', 540, 556, 150, 90)}`;
}

export function shelterPacked(p: Palette) {
  const coil = [0, 8, 16]
    .map(
      (d) =>
        `<ellipse cx="${630 + d}" cy="${628 - d / 2}" rx="62" ry="18" stroke="#e8893d" stroke-width="5" fill="none"/>`,
    )
    .join('');
  return `${stuffSack(p, 'ss', 190, 430, 360, 180)}${coil}`;
}

export function ponchoPacked(p: Palette) {
  const stack = `<rect x="210" y="560" width="320" height="84" rx="16" fill="${p.d1}"/><rect x="210" y="512" width="320" height="84" rx="16" fill="${p.c}"/>
<path d="M230 560h280M230 600h280" stroke="${p.d2}" stroke-width="4" opacity=".6"/>
<path d="M300 512q70-70 140 0z" fill="${p.d1}"/><circle cx="500" cy="540" r="8" fill="${p.ink}"/>${glint(230, 524, 260, 10, 0.3)}`;
  return `${shadow(360, 650, 260, 22)}${place(stack, 380, 655, 1.25)}${stuffSack(p, 'ss', 575, 566, 120, 80)}`;
}
