/**
 * What search engines and chat apps read in a public page's <head> (DECISIONS D16, decision 026):
 * pure, so the server renderer calls it with the page's data and the tests read the result.
 */
import type { Lang } from '../constants';

export const SITE_NAME = 'CamTour';

/** Open Graph wants a territory: Khmer as spoken in Cambodia, English as the US default. */
export const OG_LOCALE: Record<Lang, string> = { en: 'en_US', km: 'km_KH' };

/** The size every Open Graph picture is drawn at (/og/...): what Facebook and Telegram show large. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export interface HeadImage {
  /** Absolute, or a path on this site (made absolute with the origin). */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  lang: Lang;
  title: string;
  description: string;
  /** The canonical path without the lang parameter (`/location/detail/12`). */
  path: string;
  image?: HeadImage;
  type?: 'website' | 'article' | 'product' | 'place';
  jsonLd?: object[];
  noindex?: boolean;
}

/** The picture shown when a page has none of its own: chat apps show nothing without one. */
export function defaultOgImage(lang: Lang): HeadImage {
  return {
    url: '/og/default.png',
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    alt:
      lang === 'km'
        ? 'CamTour: ការធ្វើដំណើរ និងសម្ភារៈក្រៅផ្ទះនៅកម្ពុជា'
        : 'CamTour: travel and outdoor gear in Cambodia',
  };
}

/** The share card of one item, drawn by the API at /og/{kind}/{id}.png (decision 026). */
export function ogImage(
  kind: 'location' | 'hotel' | 'product',
  id: number,
  alt: string,
): HeadImage {
  return { url: `/og/${kind}/${id}.png`, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, alt };
}

/**
 * The page's address in a language: Khmer adds `lang=km` (which opens and stores Khmer), English
 * is the bare path. Any lang already in the query is replaced; a fragment stays last.
 */
export function withLang(path: string, lang: Lang): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.delete('lang');
  if (lang === 'km') params.set('lang', 'km');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/** Text for an HTML attribute or element: the five characters that could end either. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a <script> element: `<` as \u003c, so no `</script>` or `<!--` in a name or a review
 * can end the element early; `>` and `&` too, and U+2028/9 for old JavaScript parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Grapheme clusters where Intl.Segmenter exists (made on first use: Firefox before 125 lacks it). */
let segmenter: Intl.Segmenter | null | undefined;
function graphemes(text: string): string[] {
  segmenter ??=
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * A meta description from longer text: spaces collapsed, cut near `max` characters at a word end
 * with an ellipsis. Khmer writes no spaces between words, so it is cut between graphemes instead,
 * never inside a consonant cluster.
 */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let cut = '';
  for (const segment of graphemes(clean)) {
    if (cut.length + segment.length > max - 1) break;
    cut += segment;
  }
  const space = cut.lastIndexOf(' ');
  // A word end in the last third is worth the shorter text; further back it is not.
  if (space > (max * 2) / 3) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** A path on this site as an absolute URL; an absolute URL stays as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = origin.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`;
const link = (attrs: Record<string, string>) =>
  `<link ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(' ')}>`;

/**
 * The head tags of a public page, one a line: title, description, canonical and hreflang links,
 * Open Graph and Twitter cards, then each JSON-LD object in its own script. `origin` is the
 * product's public address (PUBLIC_URL), never a request header.
 */
export function renderHeadTags(head: PageHead, origin: string): string {
  const abs = (p: string) => absoluteUrl(origin, p);
  const canonical = abs(withLang(head.path, head.lang));
  const image = head.image ?? defaultOgImage(head.lang);
  const imageUrl = abs(image.url);
  const other: Lang = head.lang === 'km' ? 'en' : 'km';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    link({ rel: 'canonical', href: canonical }),
    link({ rel: 'alternate', hreflang: 'en', href: abs(withLang(head.path, 'en')) }),
    link({ rel: 'alternate', hreflang: 'km', href: abs(withLang(head.path, 'km')) }),
    link({ rel: 'alternate', hreflang: 'x-default', href: abs(withLang(head.path, 'en')) }),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
    ...(head.jsonLd ?? []).map(
      (ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`,
    ),
  ];
  return tags.join('\n');
}
