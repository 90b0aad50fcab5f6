import { parsePositiveId } from '@camtour/shared/domain/ids';

/**
 * DECISIONS D2: old and alternative paths redirect to the canonical ones, keeping the query
 * string; anything else unknown goes home. Pure, so the rules are unit-tested.
 */
export type AliasResolution =
  | { kind: 'redirect'; to: string }
  /** `/location/{slug}`: needs the category list to find the id. */
  | { kind: 'category'; slug: string; search: string };

const FIXED_ALIASES: Record<string, string> = {
  '/forgot-password': '/forgot-pass',
  '/reset-pass': '/reset-password',
  '/register': '/send-register',
  '/payment/return': '/payment-return',
  '/order': '/orders',
  '/history': '/orders',
  '/favorite': '/favorites',
  '/locations': '/adventure',
  '/product/detail': '/product',
  '/location/detail': '/adventure',
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function normaliseSearch(search: string): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

export function resolveAlias(pathname: string, search = ''): AliasResolution {
  const path = normalisePath(pathname);
  const query = normaliseSearch(search);
  // Paths match case-insensitively, as the router's do: the old product linked to /Locations.
  const fixed = FIXED_ALIASES[path.toLowerCase()];
  if (fixed) return { kind: 'redirect', to: `${fixed}${query}` };

  const location = /^\/location\/([^/]+)$/i.exec(path);
  if (location?.[1]) {
    const segment = decodeSegment(location[1]);
    if (parsePositiveId(segment) !== null)
      return { kind: 'redirect', to: `/location/detail/${segment}${query}` };
    if (/^\d+$/.test(segment)) return { kind: 'redirect', to: '/' };
    if (SLUG.test(segment)) return { kind: 'category', slug: segment.toLowerCase(), search: query };
  }
  return { kind: 'redirect', to: '/' };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch (_error) {
    return segment;
  }
}

/** Where `/location/{slug}` goes once the categories are known: the filtered adventure list, or home. */
export function categoryRedirectTarget(
  slug: string,
  search: string,
  categories: readonly { id: number; slug: string }[],
): string {
  const category = categories.find((item) => item.slug.toLowerCase() === slug.toLowerCase());
  if (!category) return '/';
  const params = new URLSearchParams(search);
  params.delete('category_id');
  const rest = params.toString();
  return `/adventure?category_id=${category.id}${rest ? `&${rest}` : ''}`;
}
