/**
 * schema.org JSON-LD of the public pages (decision 026), built from the API's own answers so the
 * server renderer needs no second query. Pure: the objects go through `renderHeadTags`.
 */
import type { Lang } from '../constants';
import type { FaqEntry } from '../data/faq';
import type { ProductDetail } from '../schemas/shop';
import type { HotelDetail, LocationDetail } from '../schemas/travel';
import { absoluteUrl, SITE_NAME } from './head';

const CONTEXT = 'https://schema.org';
type Ld = Record<string, unknown>;

/** Where a builder's page lives: the origin (PUBLIC_URL), its canonical path and language. */
export interface LdPage {
  origin: string;
  /** Canonical path with the lang parameter when Khmer (`withLang`), as the canonical link. */
  path: string;
  lang: Lang;
  /** Pictures of the item, paths or absolute; the first is the main one. */
  images?: string[];
}

/**
 * Integer cents as schema.org's price text, "12.50": exact digit arithmetic, never a float
 * (1005 cents / 100 is 10.049999... in binary).
 */
export function centsToPrice(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`not a cent amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An API dollar number (12.5) back to cents; the API derives it from cents, so it rounds exactly. */
const dollarsToCentsExact = (dollars: number) => Math.round(dollars * 100);

/** 4.26 → 4.3: a rating as a person reads it. */
const roundRating = (value: number) => Math.round(value * 10) / 10;

function aggregateRating(ratingValue: number, reviewCount: number): Ld | undefined {
  if (!(reviewCount > 0)) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: roundRating(ratingValue),
    reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

/** At most a few reviews: enough for a rich result, not the whole page again. */
const REVIEWS_IN_LD = 5;

function reviews(
  list: { rater_name: string; star: number; comment: string; created_at: string }[],
): Ld[] | undefined {
  if (list.length === 0) return undefined;
  return list.slice(0, REVIEWS_IN_LD).map((r) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: r.rater_name },
    reviewRating: { '@type': 'Rating', ratingValue: r.star, bestRating: 5, worstRating: 1 },
    ...(r.comment ? { reviewBody: r.comment } : {}),
    datePublished: r.created_at.slice(0, 10),
  }));
}

/** Drops the keys whose value is undefined, so the JSON holds no "no value" noise. */
function compact(o: Ld): Ld {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

const images = (page: LdPage) => {
  const list = (page.images ?? []).map((p) => absoluteUrl(page.origin, p));
  return list.length > 0 ? list : undefined;
};

/** A place to visit: `/location/detail/:id`; the detail is already in the page's language. */
export function touristAttractionLd(d: LocationDetail, page: LdPage): Ld {
  const address = compact({
    '@type': 'PostalAddress',
    addressLocality: d.district?.name ?? d.commune?.name,
    addressRegion: d.province.name,
    addressCountry: 'KH',
  });
  return compact({
    '@context': CONTEXT,
    '@type': 'TouristAttraction',
    '@id': `${absoluteUrl(page.origin, page.path)}#place`,
    name: d.name,
    description: d.short_description || d.description || undefined,
    url: absoluteUrl(page.origin, page.path),
    image: images(page),
    inLanguage: page.lang,
    address,
    geo: { '@type': 'GeoCoordinates', latitude: d.lat, longitude: d.lng },
    touristType: d.category.name || undefined,
    keywords: d.tags.length > 0 ? d.tags.map((t) => t.name).join(', ') : undefined,
    aggregateRating: aggregateRating(d.rate_star, d.review_count),
    review: d.review_count > 0 ? reviews(d.stars) : undefined,
  });
}

/** Reviews of a hotel, when the page has them (the hotel detail answer carries none). */
export interface HotelReviews {
  rating: number;
  count: number;
}

/** "$40-$120", or "$40" when every room costs the same. */
function priceRange(minDollars: number, maxDollars: number): string | undefined {
  const min = dollarsToCentsExact(minDollars);
  const max = dollarsToCentsExact(maxDollars);
  if (!(max > 0)) return undefined;
  const text = (c: number) => `$${c % 100 === 0 ? String(c / 100) : centsToPrice(c)}`;
  return min === max || min <= 0 ? text(max) : `${text(min)}-${text(max)}`;
}

/** A Siem Reap hotel: `/siem-reap/hotels/:id`. The detail answer holds both languages. */
export function hotelLd(h: HotelDetail, page: LdPage, ratings?: HotelReviews): Ld {
  const km = page.lang === 'km';
  return compact({
    '@context': CONTEXT,
    '@type': 'Hotel',
    '@id': `${absoluteUrl(page.origin, page.path)}#hotel`,
    name: km ? h.name_km || h.name : h.name,
    description: (km ? h.description_km : h.description) || undefined,
    url: absoluteUrl(page.origin, page.path),
    image: images(page),
    inLanguage: page.lang,
    address: {
      '@type': 'PostalAddress',
      streetAddress: km ? h.address_km || h.address : h.address,
      addressLocality: 'Siem Reap',
      addressRegion: 'Siem Reap',
      addressCountry: 'KH',
    },
    geo: { '@type': 'GeoCoordinates', latitude: h.lat, longitude: h.lng },
    telephone: h.phone || undefined,
    email: h.email || undefined,
    priceRange: priceRange(h.min_price, h.max_price),
    // Stars are the hotel's class, not what guests said: a Rating, never an AggregateRating.
    starRating: h.stars > 0 ? { '@type': 'Rating', ratingValue: h.stars } : undefined,
    checkinTime: h.policies.check_in || undefined,
    checkoutTime: h.policies.check_out || undefined,
    amenityFeature:
      h.services.length > 0
        ? h.services.map((s) => ({
            '@type': 'LocationFeatureSpecification',
            name: km ? s.km || s.en : s.en,
            value: true,
          }))
        : undefined,
    aggregateRating: ratings ? aggregateRating(ratings.rating, ratings.count) : undefined,
  });
}

const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  out: 'https://schema.org/OutOfStock',
} as const;

/**
 * A shop product: `/product/detail/:id`. One Offer when every variant costs the same, else an
 * AggregateOffer from the cheapest to the dearest; in stock when any variant is.
 */
export function productLd(p: ProductDetail, page: LdPage): Ld {
  const km = page.lang === 'km';
  const url = absoluteUrl(page.origin, page.path);
  const variantCents = p.variants.map((v) => v.price_cents);
  const prices = variantCents.length > 0 ? variantCents : [p.price_cents];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const inStock =
    p.variants.length > 0
      ? p.variants.some((v) => v.stock_status !== 'out_of_stock' && v.qty > 0)
      : p.stock_status !== 'out_of_stock' && p.total_stock > 0;
  const common = {
    priceCurrency: 'USD',
    availability: inStock ? AVAILABILITY.in : AVAILABILITY.out,
    itemCondition: 'https://schema.org/NewCondition',
    url,
  };
  const offers =
    low === high
      ? { '@type': 'Offer', price: centsToPrice(low), ...common }
      : {
          '@type': 'AggregateOffer',
          lowPrice: centsToPrice(low),
          highPrice: centsToPrice(high),
          offerCount: p.variants.length,
          ...common,
        };
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: km ? p.name_km || p.name : p.name,
    description: (km ? p.description_km : p.description) || undefined,
    sku: p.code,
    url,
    image: images(page),
    brand: p.brand.name ? { '@type': 'Brand', name: p.brand.name } : undefined,
    category: (km ? p.pcategory.name_km : p.pcategory.name) || undefined,
    offers,
    aggregateRating: aggregateRating(p.rating, p.review_count),
    review: p.review_count > 0 ? reviews(p.stars) : undefined,
  });
}

/** The breadcrumb trail, Home first; `path`s are this site's (with the lang parameter if Khmer). */
export function breadcrumbLd(items: { name: string; path: string }[], origin: string): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/** Questions and their answers as plain text (the FAQ's answers hold no markup). */
export function faqPageLd(qas: { question: string; answer: string }[]): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: qas.map((qa) => ({
      '@type': 'Question',
      name: qa.question,
      acceptedAnswer: { '@type': 'Answer', text: qa.answer },
    })),
  };
}

/** The shared FAQ (data/faq.ts) in one language, for `faqPageLd`. */
export function faqQas(entries: readonly FaqEntry[], lang: Lang) {
  return entries.map((e) => ({ question: e.question[lang], answer: e.answer[lang] }));
}

/** Who runs the site: the home page's publisher. */
export function organizationLd(origin: string): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${absoluteUrl(origin, '/')}#organization`,
    name: SITE_NAME,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
  };
}

/** The site itself, in both its languages. */
export function websiteLd(origin: string, lang: Lang): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${absoluteUrl(origin, '/')}#website`,
    name: SITE_NAME,
    url: absoluteUrl(origin, '/'),
    inLanguage: lang,
    publisher: { '@id': `${absoluteUrl(origin, '/')}#organization` },
  };
}
