import { RIEL_PER_DOLLAR } from '@camtour/shared/constants';
import { rielToCents } from '@camtour/shared/domain/money';
import { LOCATION_LOW_STOCK_BELOW } from '@camtour/shared/domain/travel';

/** Document 3 §2: a product shown on a place is "featured" when its colour is red. */
export function productLabel(color: string): 'featured' | 'regular' {
  return color.trim().toLowerCase() === 'red' ? 'featured' : 'regular';
}

/** Fewer than 10 in stock gets the low-stock style (document 3 §9). */
export const isLowStock = (qty: number): boolean => qty < LOCATION_LOW_STOCK_BELOW;

/** A place's budget in riel and its dollar value at 4,000 riel per dollar, in cents. */
export function budgetInDollars(minRiel: number, maxRiel: number) {
  return {
    minCents: rielToCents(minRiel),
    maxCents: rielToCents(maxRiel),
    rate: RIEL_PER_DOLLAR,
  };
}

/** The share link of a place (D2: /location/{id} redirects to the detail page). */
export const shareUrl = (origin: string, id: number): string => `${origin}/location/${id}`;

export type ShareOutcome = 'shared' | 'copied' | 'failed';

type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/**
 * Native share when the browser has it, else copy the link (document 3 §2). Failures, a
 * cancelled share sheet included, are silent: the caller shows nothing for them.
 */
export async function shareLocation(
  { id, title, origin }: { id: number; title: string; origin: string },
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  const url = shareUrl(origin, id);
  try {
    if (typeof nav.share === 'function') {
      await nav.share({ title, url });
      return 'shared';
    }
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch (_error) {
    return 'failed';
  }
}

export type LocationTab = 'overview' | 'products' | 'activities' | 'tips';
export const LOCATION_TABS: readonly LocationTab[] = ['overview', 'products', 'activities', 'tips'];

/** The tab named by the URL hash (#activities), else the overview. */
export function tabFromHash(hash: string): LocationTab {
  const value = hash.replace(/^#/, '');
  return (LOCATION_TABS as readonly string[]).includes(value) ? (value as LocationTab) : 'overview';
}
