import { ID_MAX, parsePositiveId } from './ids';

/**
 * The location filters of the adventure list and the Siem Reap guide (document 3 §2, §4), as
 * they live in the page address. Pure: the web reads them through `get` and applies the
 * changes `filterChanges` returns to its URLSearchParams.
 */
export const PLACE_LEVELS = ['province_id', 'district_id', 'commune_id', 'village_id'] as const;
export type PlaceLevelField = (typeof PLACE_LEVELS)[number];
export type LocationFilterField =
  PlaceLevelField | 'category_id' | 'star' | 'search' | 'min_total_view';

export interface LocationFilters {
  province_id: number | null;
  district_id: number | null;
  commune_id: number | null;
  village_id: number | null;
  category_id: number | null;
  star: number | null;
  search: string;
  min_total_view: number | null;
}

export const FILTER_FIELDS: readonly LocationFilterField[] = [
  ...PLACE_LEVELS,
  'category_id',
  'star',
  'search',
  'min_total_view',
];

/** The page (or number of pages shown) is not a filter: every filter change goes back to 1. */
export const PAGE_PARAM = 'page';
export const SEARCH_MAX_CHARS = 100;

/** A star filter within [min, max] (adventure 2 to 5, the guide 1 to 5). */
export function parseStar(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d$/.test(value)) return null;
  const star = Number(value);
  return star >= min && star <= max ? star : null;
}

/** Minimum views: a whole number of 0 or more (document 3 §5); 0 filters nothing. */
export function parseMinViews(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const views = Number(value.trim());
  return views > 0 && views <= ID_MAX ? views : null;
}

export function parseSearch(value: string | null): string {
  return (value ?? '').trim().slice(0, SEARCH_MAX_CHARS);
}

/** A page number of 1 or more (1 when missing or invalid). */
export function parsePage(value: string | null, max = 1000): number {
  const page = parsePositiveId(value);
  return page === null ? 1 : Math.min(page, max);
}

export function readLocationFilters(
  get: (name: string) => string | null,
  stars: { min: number; max: number } = { min: 1, max: 5 },
): LocationFilters {
  return {
    province_id: parsePositiveId(get('province_id')),
    district_id: parsePositiveId(get('district_id')),
    commune_id: parsePositiveId(get('commune_id')),
    village_id: parsePositiveId(get('village_id')),
    category_id: parsePositiveId(get('category_id')),
    star: parseStar(get('star'), stars.min, stars.max),
    search: parseSearch(get('search')),
    min_total_view: parseMinViews(get('min_total_view')),
  };
}

/**
 * What to write into the address when one filter changes: its new value (null removes it),
 * every lower place level removed (a district of the old province would match nothing), and
 * the page removed so the list starts again at page 1.
 */
export function filterChanges(
  field: LocationFilterField,
  value: number | string | null,
): Record<string, string | null> {
  const changes: Record<string, string | null> = { [PAGE_PARAM]: null };
  const level = PLACE_LEVELS.indexOf(field as PlaceLevelField);
  if (level >= 0) PLACE_LEVELS.slice(level + 1).forEach((lower) => (changes[lower] = null));
  const text = value === null ? '' : String(value).trim();
  changes[field] = text === '' || (field === 'min_total_view' && text === '0') ? null : text;
  return changes;
}

/** Removes every filter and the page. */
export function clearChanges(
  fields: readonly LocationFilterField[] = FILTER_FIELDS,
): Record<string, null> {
  return Object.fromEntries([...fields, PAGE_PARAM].map((field) => [field, null]));
}

/** The filters as API query parameters: empty values left out. */
export function toFilterQuery(filters: Partial<LocationFilters>): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined && value !== '') query[name] = value;
  }
  return query;
}

export function hasActiveFilters(filters: Partial<LocationFilters>): boolean {
  return Object.keys(toFilterQuery(filters)).length > 0;
}

/** Show more / show less in steps (the guide: 9 at a time, document 3 §9). */
export function nextVisible(visible: number, step: number, total: number): number {
  return Math.min(visible + step, Math.max(total, step));
}
export function previousVisible(visible: number, step: number): number {
  // Back to the previous whole step: 27 → 18, 20 (a partial last step) → 18.
  const whole = Math.ceil(visible / step) * step;
  return Math.max(step, whole - step);
}
