/**
 * Room pictures (render.ts): double, twin, suite, dorm and family rooms seen
 * from the door, in the wall colours of the hotels.
 */
import { mix, shade } from '../kit/colour';
import { lin, n, rad } from '../kit/svg';
import { H, W, lit, tone, type Mood } from './light';
import { ridge, sky, sugarPalm } from './scenery';
import { WALLS } from './hotels';

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
  const wallCol = WALLS[(v * 3 + 5 * (v >> 3)) % 8]!;
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
