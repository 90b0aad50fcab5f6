/**
 * Pictures of the location categories, 400 x 240: a sky gradient and a motif
 * that says what the category is, keyed by the category's slug.
 */
import { lin, svgDocument } from '../kit/svg';

const motifs: Record<string, string> = {
  temples:
    '<path d="M60 200h280v-20H60zM90 180h220v-30H90zM120 150h40v-60l20-30 20 30v60h40v-80l20-40 20 40v80h40v-60l20-30 20 30v60z" fill="#3f2d1d" opacity=".9"/>',
  nature:
    '<path d="M0 200 Q100 120 200 170 T400 150V240H0z" fill="#14532d"/><circle cx="110" cy="140" r="34" fill="#166534"/><circle cx="290" cy="130" r="42" fill="#15803d"/><rect x="106" y="160" width="8" height="40" fill="#3f2d1d"/><rect x="286" y="160" width="8" height="40" fill="#3f2d1d"/>',
  waterfalls:
    '<path d="M120 60h160v40H120z" fill="#57534e"/><path d="M150 100h100v140H150z" fill="#bae6fd" opacity=".9"/><path d="M170 100v140M200 100v140M230 100v140" stroke="#e0f2fe" stroke-width="6"/><path d="M0 210h400v30H0z" fill="#0e7490"/>',
  mountains:
    '<path d="M0 220 110 90 180 170 260 60 400 220z" fill="#334155"/><path d="M260 60 230 100h60z" fill="#f8fafc"/>',
  beaches:
    '<path d="M0 170h400v70H0z" fill="#0284c7"/><path d="M0 205 Q200 175 400 205V240H0z" fill="#fde68a"/><path d="M300 205c0-50 5-80 20-100" stroke="#78350f" stroke-width="8" fill="none"/><path d="M320 105c-30-10-50 0-60 15m60-15c25-15 45-10 55 5m-55-5c-5-25 5-40 20-45" stroke="#15803d" stroke-width="10" fill="none" stroke-linecap="round"/>',
  'lakes-rivers':
    '<path d="M0 150h400v90H0z" fill="#0369a1"/><path d="M20 175h80M150 195h90M280 170h90" stroke="#bae6fd" stroke-width="5" stroke-linecap="round"/><path d="M160 160h90l-15 16h-60z" fill="#78350f"/>',
  villages:
    '<path d="M0 190h400v50H0z" fill="#0369a1"/><path d="M80 120h80v40H80zM240 110h90v50h-90z" fill="#a16207"/><path d="M70 120l50-35 50 35zM230 110l55-40 55 40z" fill="#7c2d12"/><path d="M90 160v35M150 160v35M250 160v35M320 160v35" stroke="#3f2d1d" stroke-width="6"/>',
  markets:
    '<path d="M60 110h280l-20 40H80z" fill="#dc2626"/><path d="M60 110h40l-5 40H80zM140 110h40v40h-40zM220 110h40l5 40h-45z" fill="#fef3c7"/><path d="M80 150h240v60H80z" fill="#92400e"/><circle cx="130" cy="170" r="12" fill="#f97316"/><circle cx="170" cy="172" r="12" fill="#84cc16"/><circle cx="230" cy="170" r="12" fill="#eab308"/>',
  museums:
    '<path d="M80 100 200 50l120 50zM90 100h220v14H90zM100 114h20v76h-20zM160 114h20v76h-20zM220 114h20v76h-20zM280 114h20v76h-20zM80 190h240v16H80z" fill="#e7e5e4"/>',
  nightlife:
    '<circle cx="310" cy="70" r="28" fill="#fef9c3"/><path d="M0 200h400v40H0z" fill="#1e1b4b"/><path d="M60 200v-70h50v70M140 200v-100h60v100M230 200v-60h50v60" fill="#312e81"/><circle cx="90" cy="150" r="4" fill="#facc15"/><circle cx="170" cy="130" r="4" fill="#facc15"/><circle cx="255" cy="165" r="4" fill="#facc15"/>',
  wildlife:
    '<path d="M0 200h400v40H0z" fill="#15803d"/><ellipse cx="200" cy="150" rx="80" ry="45" fill="#78716c"/><circle cx="275" cy="130" r="30" fill="#78716c"/><path d="M295 140q20 30 5 60" stroke="#78716c" stroke-width="12" fill="none"/><path d="M150 185v20M180 185v20M220 185v20M250 185v20" stroke="#78716c" stroke-width="14"/>',
  caves:
    '<path d="M0 240V120Q200 10 400 120v120z" fill="#57534e"/><path d="M130 240v-60q70-80 140 0v60z" fill="#1c1917"/>',
};

const skies: Record<string, [string, string]> = {
  nightlife: ['#1e1b4b', '#4c1d95'],
  caves: ['#78716c', '#d6d3d1'],
  beaches: ['#38bdf8', '#e0f2fe'],
};

/** The picture of the location category `slug`; null for a slug without one. */
export function renderCategoryArt(slug: string): string | null {
  const motif = Object.hasOwn(motifs, slug) ? motifs[slug] : undefined;
  if (!motif) return null;
  const [top, bottom] = skies[slug] ?? ['#f59e0b', '#fde68a'];
  const sky = lin('s', [
    [0, top],
    [1, bottom],
  ]);
  return svgDocument(
    400,
    240,
    `<defs>${sky}</defs><rect width="400" height="240" fill="url(#s)"/>${motif}`,
    true,
  );
}
