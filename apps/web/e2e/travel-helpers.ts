import { expect, type APIRequestContext, type Locator } from '@playwright/test';

/** Helpers of the travel flows: places and hotels are found through the API, never by fixed ids. */
interface Envelope<T> {
  data: T;
}

export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

export interface PlaceCard {
  id: number;
  slug: string;
  name: string;
  name_km: string;
  review_count: number;
}

export interface PlaceDetail extends PlaceCard {
  lat: number;
  lng: number;
  map_url: string;
  photos: { photo_url: string }[];
  stars: { rater_name: string }[];
  active_travel_activities: { id: number; name: string; name_km: string; is_active: boolean }[];
}

/** Every seeded place (a few pages of the adventure list). */
export async function allPlaces(request: APIRequestContext): Promise<PlaceCard[]> {
  const places: PlaceCard[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const data = await apiData<{ locations: PlaceCard[]; pagination: { last_page: number } }>(
      request,
      `/api/web/view/adventure?per_page=48&page=${page}`,
    );
    places.push(...data.locations);
    if (page >= data.pagination.last_page) break;
  }
  return places;
}

export async function placeBySlug(request: APIRequestContext, slug: string): Promise<PlaceDetail> {
  const place = (await allPlaces(request)).find((p) => p.slug === slug);
  if (!place) throw new Error(`no place ${slug}`);
  return apiData<PlaceDetail>(request, `/api/web/view/location/detail/${place.id}`);
}

/** Today in Cambodia plus `days`, as YYYY-MM-DD (the booking endpoint counts in UTC+7). */
/** Picks a YYYY-MM-DD date in a day / month / year date field named `label`. */
export async function chooseDate(scope: Locator, label: string, iso: string, part = DATE_PARTS.en) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await scope.getByRole('combobox', { name: `${label}, ${part.day}` }).selectOption(String(day));
  await scope
    .getByRole('combobox', { name: `${label}, ${part.month}` })
    .selectOption(String(month));
  await scope.getByRole('combobox', { name: `${label}, ${part.year}` }).selectOption(String(year));
}
export const DATE_PARTS = {
  en: { day: 'Day', month: 'Month', year: 'Year' },
  km: { day: 'ថ្ងៃ', month: 'ខែ', year: 'ឆ្នាំ' },
};

export function cambodiaDate(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
