/** Cambodia keeps UTC+7 all year (no daylight saving): its dates and months, not the server's. */
export const CAMBODIA_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
const inCambodia = (now: number) => new Date(now + CAMBODIA_UTC_OFFSET_MS);

/** Today's date in Cambodia, YYYY-MM-DD. */
export const cambodiaToday = (now = Date.now()): string =>
  inCambodia(now).toISOString().slice(0, 10);

/** This month in Cambodia, 1 to 12. */
export const cambodiaMonth = (now = Date.now()): number => inCambodia(now).getUTCMonth() + 1;

/** The kinds of hotel the list filters by; zod-free, so the hotel list loads no schema. */
export const HOTEL_TYPES = [
  'hotel',
  'resort',
  'boutique',
  'guesthouse',
  'hostel',
  'villa',
] as const;

/** Document 3 §9 limits. */
export const HOME_SEARCH_PAGE_SIZE = 12;
export const HOME_SUGGESTION_LOCATIONS = 3;
export const HOME_SUGGESTION_PRODUCTS = 2;
export const SEARCH_MIN_CHARS = 2;
export const ADVENTURE_PAGE_SIZE = 12;
export const GUIDE_STEP = 9;
export const GUIDE_FETCH_MIN = 50;
export const TOP_VIEW_COUNT = 3;
export const HOTELS_PAGE_SIZE = 9;
export const HOTEL_PAGES_WITHOUT_ELLIPSIS = 7;
export const LOCATION_LOW_STOCK_BELOW = 10;
/**
 * Counts of 1,000 or more as K and of a million or more as M, one decimal
 * (document 1 §9): 999 → "999", 1,250 → "1.3K", 2,000,000 → "2M".
 */
export function formatCount(n: number): string {
  const one = (v: number) => String(Math.round(v * 10) / 10);
  if (n >= 1_000_000) return `${one(n / 1_000_000)}M`;
  if (n >= 1_000) {
    const k = Math.round((n / 1_000) * 10) / 10;
    // 999,950 rounds to 1000K: say 1M instead.
    return k >= 1000 ? '1M' : `${one(n / 1_000)}K`;
  }
  return String(n);
}

/** Page buttons: all pages up to 7, else first, last and the neighbours of the current one with ellipses. */
export function pageNumbers(current: number, last: number): (number | 'ellipsis')[] {
  if (last <= HOTEL_PAGES_WITHOUT_ELLIPSIS) return Array.from({ length: last }, (_, i) => i + 1);
  const pages = new Set(
    [1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last),
  );
  if (current <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (current >= last - 2) [last - 3, last - 2, last - 1].forEach((p) => pages.add(p));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'ellipsis')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('ellipsis');
    out.push(p);
  });
  return out;
}

/** An open-in-maps link built from the coordinates when a place has no map url (document 3 §2). */
export const mapLinkFromCoordinates = (lat: number, lng: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;

export type Difficulty = 'easy' | 'moderate' | 'hard' | 'challenging';
export const DIFFICULTY_LEVEL: Record<Difficulty, number> = {
  easy: 1,
  moderate: 2,
  hard: 3,
  challenging: 4,
};
