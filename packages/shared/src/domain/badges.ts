/**
 * The badges a card shows, and when (decision 028): one rule per badge, one
 * limit per card. A badge must pick out a few items, not nearly all of them:
 * documents 2 §2 and 3 §9 gave rules under which 35 of 39 places were both
 * "top rated" and "popular" and every product was "published".
 */
import { discountPercent, isNewProduct, isPremium, NEW_BADGE_DAYS } from './catalog';

/** A card never carries more badges than this: more is noise, and covers the picture. */
export const MAX_CARD_BADGES = 2;

/** "Top rated": an average of at least 4.7 stars… */
export const TOP_RATED_MIN_STARS = 4.7;
/** …from at least four reviews: one happy visitor does not make a place top rated. */
export const TOP_RATED_MIN_REVIEWS = 4;
/** "Popular": seen at least 25,000 times, the busiest places of the catalogue. */
export const POPULAR_MIN_VIEWS = 25_000;
/** "New": added within the last 30 days, as in the shop. */
export const NEW_PLACE_DAYS = NEW_BADGE_DAYS;

export type LocationBadge = 'new' | 'top-rated' | 'popular';

export interface LocationBadgeSource {
  rate_star: number;
  review_count: number;
  total_view: number;
  created_at: string | Date;
}

const isRecent = (createdAt: string | Date, now: Date, days: number) => {
  const age = now.getTime() - new Date(createdAt).getTime();
  return age >= 0 && age <= days * 86_400_000;
};

export const isTopRated = (rateStar: number, reviewCount: number) =>
  reviewCount >= TOP_RATED_MIN_REVIEWS && rateStar >= TOP_RATED_MIN_STARS;

export const isPopular = (totalView: number) => totalView >= POPULAR_MIN_VIEWS;

/**
 * A place's badges, most telling first, at most MAX_CARD_BADGES: new (a visitor
 * cannot know it yet), top rated, popular.
 */
export function locationBadges(place: LocationBadgeSource, now: Date): LocationBadge[] {
  const badges: LocationBadge[] = [];
  if (isRecent(place.created_at, now, NEW_PLACE_DAYS)) badges.push('new');
  if (isTopRated(place.rate_star, place.review_count)) badges.push('top-rated');
  if (isPopular(place.total_view)) badges.push('popular');
  return badges.slice(0, MAX_CARD_BADGES);
}

export type ProductBadge =
  { kind: 'discount'; percent: number } | { kind: 'new' } | { kind: 'premium' };

export interface ProductBadgeSource {
  price_cents: number;
  original_price_cents: number | null;
  created_at: string | Date;
}

/**
 * A product's badges, at most MAX_CARD_BADGES: the discount first (it changes what the
 * shopper pays), then new, then premium. The content status ("published") is the staff's
 * word, not the shopper's: every product a shopper sees is published (decision 028).
 */
export function productBadges(product: ProductBadgeSource, now: Date): ProductBadge[] {
  const badges: ProductBadge[] = [];
  const percent = discountPercent(product.price_cents, product.original_price_cents);
  // A discount that rounds to 0% is no news to a shopper.
  if (percent !== null && percent > 0) badges.push({ kind: 'discount', percent });
  if (isNewProduct(product.created_at, now)) badges.push({ kind: 'new' });
  if (isPremium(product.price_cents)) badges.push({ kind: 'premium' });
  return badges.slice(0, MAX_CARD_BADGES);
}
