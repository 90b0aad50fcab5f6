/**
 * Gear drawings (shapes.ts): bottle, pump, backpack, lantern, headlamp,
 * stove and cookware, poles, first-aid kit, dry bag, poncho and knife.
 */
import { luminance } from '../kit/colour';
import { lin, rad } from '../kit/svg';
import { INKG, STEEL, cyl, glint, place, shadow, zoom, type Palette } from './palette';

export function bottle(p: Palette) {
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

export function bottleDetail(p: Palette) {
  return zoom(bottle(p), 400, 330, 1.7);
}

export function pump(p: Palette) {
  return `<defs>${lin(
    'pf',
    [
      [0, p.l1],
      [1, p.d1],
    ],
    [0.6, 1],
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

export function backpack(p: Palette) {
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

export function backpackBack(p: Palette) {
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

export function lantern(p: Palette) {
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

export function headlamp(p: Palette) {
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

export function stove(p: Palette, lit = true) {
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

export function pot(p: Palette) {
  return `<defs>${cyl('ck', p)}${lin(
    'cl',
    [
      [0, p.l2],
      [1, p.c],
    ],
    [1, 1],
  )}${STEEL}</defs>
<path d="M255 450C215 450 215 520 255 520" stroke="#8f989f" stroke-width="9" fill="none"/>
<path d="M260 420V610C260 640 330 660 400 660S540 640 540 610V420z" fill="url(#ck)"/>
<ellipse cx="400" cy="420" rx="142" ry="40" fill="url(#cl)"/>
<ellipse cx="400" cy="420" rx="142" ry="40" stroke="${p.d1}" stroke-width="5" fill="none"/>
<path d="M372 402h56l-6-20h-44z" fill="${p.ink}"/>
<circle cx="330" cy="420" r="6" fill="${p.d1}"/><circle cx="350" cy="426" r="6" fill="${p.d1}"/>
${glint(284, 448, 14, 170, 0.3)}`;
}

export function cookware(p: Palette) {
  return `${place(pot(p), 360, 630, 0.95)}${shadow(560, 664, 95, 16)}${place(pot(p), 570, 664, 0.5)}
<path d="M640 560c50 0 56 56 6 60" stroke="#8f989f" stroke-width="8" fill="none"/>`;
}

export function poles(p: Palette) {
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

export function firstAid(p: Palette) {
  const cross = luminance(p.c) > 0.72 ? '#d23a32' : p.c;
  return `<defs>${lin(
    'fa',
    [
      [0, p.l1],
      [1, p.d1],
    ],
    [0.5, 1],
  )}</defs>
<path d="M250 330 290 290H580L550 330z" fill="${p.l1}"/><path d="M550 330 580 290V590L550 640z" fill="${p.d2}"/>
<rect x="220" y="330" width="330" height="310" rx="44" fill="url(#fa)"/>
<path d="M250 345H520" stroke="${p.ink}" stroke-width="5" stroke-dasharray="7 4"/>
<path d="M330 300q25-40 50 0" stroke="${p.ink}" stroke-width="10" fill="none"/>
<rect x="300" y="408" width="170" height="170" rx="24" fill="#fafafa"/>
<path d="M358 428h54v56h56v54h-56v26h-54v-26h-56v-54h56z" fill="${cross}" transform="translate(0 -3) scale(1 .97)"/>
<path d="M236 380V600" stroke="#fff" stroke-width="10" opacity=".25" stroke-linecap="round"/>`;
}

export function firstAidOpen(p: Palette) {
  const roll = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="40" fill="#f4f2ee"/><circle cx="${x}" cy="${y}" r="26" fill="none" stroke="#d9d5cc" stroke-width="4"/><circle cx="${x}" cy="${y}" r="10" fill="#c9c3b7"/>`;
  return `<defs>${lin(
    'fa',
    [
      [0, p.l1],
      [1, p.d1],
    ],
    [0.5, 1],
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

export function dryBag(p: Palette) {
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

export function dryBagFamily(p: Palette) {
  return `${shadow(400, 640, 310, 26)}${place(dryBag(p), 230, 640, 0.5)}${place(dryBag(p), 590, 640, 0.62)}${place(dryBag(p), 400, 650, 0.8)}`;
}

export function poncho(p: Palette) {
  return `<defs>${lin(
    'pc',
    [
      [0, p.l1],
      [0.5, p.c],
      [1, p.d1],
    ],
    [1, 1],
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

export function knife(p: Palette, open = true) {
  const blade = open
    ? `<path d="M480 398H690C722 398 738 406 742 418 700 442 620 452 486 446z" fill="url(#steel)"/><path d="M540 430H720" stroke="#fff" stroke-width="3" opacity=".6"/><circle cx="522" cy="406" r="6" fill="#6f787f"/>`
    : `<path d="M230 388 480 384 470 396 240 398z" fill="url(#steel)"/>`;
  return `<defs>${STEEL}${lin('kh', [
    [0, p.l1],
    [0.5, p.c],
    [1, p.d1],
  ])}</defs><g transform="rotate(-28 470 430)">${blade}
<path d="M200 420C200 392 222 382 250 382L470 388C500 389 512 402 512 422L506 446C500 460 480 466 450 463L250 470C214 470 200 450 200 420z" fill="url(#kh)"/>
<path d="M260 405 440 402M260 425 450 424M260 445 440 446" stroke="${p.d1}" stroke-width="5" opacity=".7"/>
<path d="M240 458 420 452" stroke="#c3cad0" stroke-width="8" stroke-linecap="round"/>
<circle cx="480" cy="424" r="16" fill="url(#steel)"/><circle cx="480" cy="424" r="6" fill="#4a525b"/>
<circle cx="226" cy="420" r="9" fill="${p.d2}"/></g>`;
}

export function knifeDetail(p: Palette) {
  return `${shadow(400, 600, 230, 20)}${zoom(knife(p, false), 420, 470, 1.25)}`;
}
