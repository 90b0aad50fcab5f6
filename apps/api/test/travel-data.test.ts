import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  HOTEL_ART_KINDS,
  LOCATION_ART_KINDS,
  renderHotelArt,
  renderLocationArt,
} from '@camtour/demo-art/places/render';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/seed/data');
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T;

interface Activity {
  name_en: string;
  name_km: string;
  description_en: string;
  description_km: string;
  difficulty: string;
  duration_hours: number;
  price: string;
  currency: string;
  max_participants: number | null;
  included_en: string[];
  included_km: string[];
  requirements_en: string[];
  requirements_km: string[];
  is_active: boolean;
  art: string;
}
type Guide = Record<string, unknown> & { contacts?: Record<string, string> };
interface Location {
  slug: string;
  name_en: string;
  name_km: string;
  category: string;
  province_code: string;
  district_code: string;
  commune_code: string | null;
  village_code: string | null;
  lat: number;
  lng: number;
  url_location: string | null;
  tags: string[];
  min_money_riel: number;
  max_money_riel: number;
  views: number;
  art: string;
  photo_count: number;
  created_days_ago: number;
  products: string[];
  activities: Activity[];
  guide: Guide | null;
}
interface Unit {
  code: string;
  level: 'district' | 'commune' | 'village';
  name_en: string;
  name_km: string;
  type_en: string;
  type_km: string;
  lat: number | null;
  lng: number | null;
  parent: string;
}
interface Review {
  location_slug: string;
  reviewer: number;
  star: number;
  comment: string;
  days_ago: number;
}
interface Room {
  title_en: string;
  title_km: string;
  price_min: string;
  price_max: string;
  art: string;
}
interface Hotel {
  slug: string;
  type: string;
  stars: number;
  district_code: string;
  lat: number;
  lng: number;
  art: string;
  photo_count: number;
  services: { en: string; km: string }[];
  meals: { en: string; km: string }[];
  room_types: Room[];
  nearby: { location_slug: string | null; distance_km: number }[];
}
interface Climate {
  regions: Record<
    string,
    {
      month: number;
      high_c: number;
      low_c: number;
      rain_mm: number;
      rainy_days: number;
      condition: string;
    }[]
  >;
  province_region: Record<string, string>;
}

const locations = read<Location[]>('locations.json');
const units = read<Unit[]>('location-admin-units.json');
const reviews = read<Review[]>('location-reviews.json');
const hotels = read<Hotel[]>('hotels.json');
const climate = read<Climate>('climate.json');
const srDistricts = read<{ code: string; parent: string }[]>('siem-reap-districts.json');
const srCommunes = read<{ code: string; parent: string }[]>('siem-reap-communes.json');
const provinces = read<{ code: string }[]>('provinces.json');
const categories = new Set(read<{ slug: string }[]>('location-categories.json').map((c) => c.slug));
const tags = new Set(read<{ slug: string }[]>('tags.json').map((t) => t.slug));
const products = new Set(read<{ code: string }[]>('products.json').map((p) => p.code));

const ROOM_KINDS = HOTEL_ART_KINDS.filter((k) => k.startsWith('room-'));
const BUILDING_KINDS = HOTEL_ART_KINDS.filter((k) => !k.startsWith('room-'));
const KHMER = /[\u1780-\u17FF]/;
const VIEWS = [0, 1, 2, 3, 4, 5, 6, 7];

/** Every unit known to the seed, by code, with its parent. */
const allUnits = new Map<string, { level: string; parent: string }>([
  ...srDistricts.map((d) => [d.code, { level: 'district', parent: d.parent }] as const),
  ...srCommunes.map((c) => [c.code, { level: 'commune', parent: c.parent }] as const),
  ...units.map((u) => [u.code, { level: u.level, parent: u.parent }] as const),
]);

/** Walks an object and yields [path, value] for every *_km string (or { km } entry). */
function* khmerFields(value: unknown, at = ''): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* khmerFields(v, `${at}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const isKm = (k.endsWith('_km') || k === 'km') && k !== 'distance_km';
      if (isKm && typeof v === 'string') yield [`${at}.${k}`, v];
      else if (isKm && Array.isArray(v))
        for (const [i, s] of v.entries()) yield [`${at}.${k}[${i}]`, String(s)];
      else yield* khmerFields(v, `${at}.${k}`);
    }
  }
}

const cheapest = (h: Hotel) => Math.min(...h.room_types.map((r) => Number(r.price_min)));

describe('place art', () => {
  it('lists the location, hotel and room kinds', () => {
    // The 20 kinds of the brief, plus single-animal variants of 'wildlife'.
    expect(LOCATION_ART_KINDS).toHaveLength(23);
    expect(LOCATION_ART_KINDS).toEqual(
      expect.arrayContaining([
        'angkor-temple',
        'face-temple',
        'jungle-temple',
        'carved-temple',
        'waterfall',
        'mountain',
        'river',
        'lake',
        'floating-village',
        'beach',
        'island',
        'market',
        'museum',
        'night-street',
        'circus',
        'wildlife',
        'cave',
        'countryside',
        'palace',
        'bamboo-train',
        'wildlife-elephants',
        'wildlife-dolphins',
        'wildlife-birds',
      ]),
    );
    expect(BUILDING_KINDS).toEqual([
      'hotel-pool',
      'resort',
      'boutique',
      'guesthouse',
      'hostel',
      'villa',
    ]);
    expect(ROOM_KINDS).toEqual([
      'room-double',
      'room-twin',
      'room-suite',
      'room-dorm',
      'room-family',
    ]);
  });

  it.each(LOCATION_ART_KINDS)('renders location kind %s in eight different views', async (kind) => {
    const seen = new Set<string>();
    for (const view of VIEWS) {
      const svg = renderLocationArt(kind, view)!;
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800" width="1200" height="800">/,
      );
      expect(svg).not.toMatch(/<image|<text|font-family|Infinity|NaN|undefined/);
      seen.add(svg);
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 800]);
    }
    expect(seen.size).toBe(8);
  });

  it.each(HOTEL_ART_KINDS)(
    'renders hotel or room kind %s in eight different views',
    async (kind) => {
      const seen = new Set<string>();
      for (const view of VIEWS) {
        const svg = renderHotelArt(kind, view)!;
        expect(svg).toContain('viewBox="0 0 1200 800"');
        expect(svg).not.toMatch(/<image|<text|font-family|Infinity|NaN|undefined/);
        seen.add(svg);
        const png = await sharp(Buffer.from(svg)).png().toBuffer();
        expect(png.length).toBeGreaterThan(1000);
      }
      expect(seen.size).toBe(8);
    },
  );

  it('returns null for an unknown kind or a view outside 0..7', () => {
    expect(renderLocationArt('volcano', 0)).toBeNull();
    expect(renderLocationArt('angkor-temple', 8)).toBeNull();
    expect(renderLocationArt('angkor-temple', -1)).toBeNull();
    expect(renderLocationArt('angkor-temple', 1.5)).toBeNull();
    expect(renderLocationArt('toString', 0)).toBeNull();
    expect(renderLocationArt('hotel-pool', 0)).toBeNull();
    expect(renderHotelArt('angkor-temple', 0)).toBeNull();
    expect(renderHotelArt('room-dorm', 8)).toBeNull();
  });

  it('is deterministic', () => {
    for (const kind of LOCATION_ART_KINDS)
      expect(renderLocationArt(kind, 3)).toBe(renderLocationArt(kind, 3));
    for (const kind of HOTEL_ART_KINDS)
      expect(renderHotelArt(kind, 6)).toBe(renderHotelArt(kind, 6));
  });
});

describe('locations.json', () => {
  it('has at least 34 real places, 18 of them in Siem Reap, with unique slugs', () => {
    expect(locations.length).toBeGreaterThanOrEqual(34);
    expect(locations.filter((l) => l.province_code === '17').length).toBeGreaterThanOrEqual(18);
    expect(new Set(locations.map((l) => l.slug)).size).toBe(locations.length);
    for (const slug of [
      'angkor-wat',
      'bayon-angkor-thom',
      'ta-prohm',
      'banteay-srei',
      'pub-street',
      'phare-circus',
    ]) {
      expect(locations.map((l) => l.slug)).toContain(slug);
    }
  });

  it('uses existing categories, tags, products and art kinds', () => {
    for (const l of locations) {
      expect(categories, l.slug).toContain(l.category);
      expect(l.tags.length).toBeGreaterThanOrEqual(2);
      expect(l.tags.length).toBeLessThanOrEqual(5);
      for (const t of l.tags) expect(tags, `${l.slug} ${t}`).toContain(t);
      expect(l.products.length).toBeGreaterThanOrEqual(1);
      expect(l.products.length).toBeLessThanOrEqual(4);
      for (const p of l.products) expect(products, `${l.slug} ${p}`).toContain(p);
      expect(LOCATION_ART_KINDS, l.slug).toContain(l.art);
      for (const a of l.activities)
        expect(LOCATION_ART_KINDS, `${l.slug} ${a.name_en}`).toContain(a.art);
      expect(l.photo_count).toBeGreaterThanOrEqual(3);
      expect(l.photo_count).toBeLessThanOrEqual(6);
      expect(l.created_days_ago).toBeGreaterThanOrEqual(1);
      expect(l.created_days_ago).toBeLessThanOrEqual(700);
      expect(l.views).toBeGreaterThanOrEqual(0);
      expect(l.views).toBeLessThanOrEqual(90000);
    }
    expect(locations.filter((l) => l.views === 0).length).toBeGreaterThanOrEqual(2);
    expect(locations.filter((l) => l.views > 1000).length).toBeGreaterThanOrEqual(5);
  });

  it('places each location in real, nested administrative units inside Cambodia', () => {
    for (const l of locations) {
      const d = allUnits.get(l.district_code);
      expect(d, `${l.slug} district`).toMatchObject({ level: 'district', parent: l.province_code });
      expect(l.district_code.slice(0, 2)).toBe(l.province_code);
      if (l.commune_code)
        expect(allUnits.get(l.commune_code), `${l.slug} commune`).toMatchObject({
          level: 'commune',
          parent: l.district_code,
        });
      if (l.village_code) {
        expect(l.commune_code).not.toBeNull();
        expect(allUnits.get(l.village_code), `${l.slug} village`).toMatchObject({
          level: 'village',
          parent: l.commune_code,
        });
      }
      expect(l.lat).toBeGreaterThan(10);
      expect(l.lat).toBeLessThan(15);
      expect(l.lng).toBeGreaterThan(102);
      expect(l.lng).toBeLessThan(108);
      expect(Number.isInteger(l.min_money_riel) && Number.isInteger(l.max_money_riel)).toBe(true);
      expect(l.min_money_riel).toBeLessThan(l.max_money_riel);
    }
  });

  it('has activities of the right shape, some inactive, and places without any', () => {
    const all = locations.flatMap((l) => l.activities);
    expect(locations.filter((l) => l.activities.length > 0).length).toBeGreaterThanOrEqual(20);
    expect(locations.filter((l) => l.activities.length === 0).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((a) => !a.is_active).length).toBeGreaterThanOrEqual(3);
    for (const l of locations) expect(l.activities.length).toBeLessThanOrEqual(4);
    for (const a of all) {
      expect(['easy', 'moderate', 'hard', 'challenging']).toContain(a.difficulty);
      expect(a.duration_hours).toBeGreaterThanOrEqual(0.5);
      expect(a.duration_hours).toBeLessThanOrEqual(10);
      expect(a.price).toMatch(/^\d+\.\d{2}$/);
      expect(a.currency).toBe('USD');
      expect(a.included_km).toHaveLength(a.included_en.length);
      expect(a.requirements_km).toHaveLength(a.requirements_en.length);
    }
  });

  it('has travel guides with matching lists, some missing or with a section left out', () => {
    const guides = locations.map((l) => l.guide).filter((g): g is Guide => g !== null);
    const nulls = locations.length - guides.length;
    expect(nulls).toBeGreaterThanOrEqual(3);
    expect(nulls).toBeLessThanOrEqual(6);
    for (const g of guides) {
      for (const list of ['what_to_pack', 'customs', 'on_sale']) {
        if (!(`${list}_en` in g)) {
          expect(g[`${list}_km`]).toBeUndefined();
          continue;
        }
        expect((g[`${list}_km`] as string[]).length).toBe((g[`${list}_en`] as string[]).length);
      }
      if (g.contacts) {
        const keys = Object.keys(g.contacts);
        expect(keys.length).toBeGreaterThanOrEqual(2);
        expect(keys.length).toBeLessThanOrEqual(4);
        for (const k of keys) expect(k).toMatch(/^[a-z]+(_[a-z]+)*$/);
      }
    }
    const sectionKeys = [
      'contacts',
      'on_sale_en',
      'what_to_pack_en',
      'best_time_en',
      'greeting_en',
    ];
    const partial = guides.filter((g) => sectionKeys.some((k) => !(k in g)));
    expect(partial.length).toBeGreaterThanOrEqual(2);
  });

  it('writes every Khmer field in Khmer script', () => {
    for (const l of locations) {
      for (const [at, text] of khmerFields(l, l.slug)) expect(text, at).toMatch(KHMER);
    }
  });
});

describe('location-admin-units.json', () => {
  it('holds every referenced unit, with its parents, parents first', () => {
    const order = { district: 0, commune: 1, village: 2 };
    let last = 0;
    for (const u of units) {
      expect(order[u.level]).toBeGreaterThanOrEqual(last);
      last = order[u.level];
      expect(u.code).toHaveLength(u.level === 'district' ? 4 : u.level === 'commune' ? 6 : 8);
      expect(u.code.startsWith(u.parent)).toBe(true);
      expect(u.name_km).toMatch(KHMER);
      expect(u.type_km).toMatch(KHMER);
      if (u.level === 'district') expect(provinces.map((p) => p.code)).toContain(u.parent);
      else
        expect(allUnits.get(u.parent)?.level).toBe(u.level === 'commune' ? 'district' : 'commune');
    }
    expect(new Set(units.map((u) => u.code)).size).toBe(units.length);
    const withLocations = new Set(locations.map((l) => l.province_code));
    for (const code of withLocations) {
      if (code === '17') continue;
      expect(
        units.some((u) => u.level === 'district' && u.parent === code),
        code,
      ).toBe(true);
    }
    const srCommunesWithPlaces = new Set(
      locations.filter((l) => l.province_code === '17').map((l) => l.commune_code),
    );
    for (const c of srCommunesWithPlaces) {
      if (c)
        expect(
          units.some((u) => u.level === 'village' && u.parent === c),
          c,
        ).toBe(true);
    }
  });
});

describe('location-reviews.json', () => {
  it('reviews existing places once per reviewer, mostly well, partly in Khmer', () => {
    const slugs = new Set(locations.map((l) => l.slug));
    expect(reviews.length).toBeGreaterThanOrEqual(80);
    expect(new Set(reviews.map((r) => r.location_slug)).size).toBeGreaterThanOrEqual(24);
    const pairs = new Set<string>();
    for (const r of reviews) {
      expect(slugs).toContain(r.location_slug);
      expect(r.reviewer).toBeGreaterThanOrEqual(0);
      expect(r.reviewer).toBeLessThanOrEqual(7);
      expect(r.star).toBeGreaterThanOrEqual(1);
      expect(r.star).toBeLessThanOrEqual(5);
      expect(r.days_ago).toBeGreaterThanOrEqual(1);
      expect(r.days_ago).toBeLessThanOrEqual(400);
      expect(r.comment.trim().length).toBeGreaterThan(10);
      pairs.add(`${r.location_slug}/${r.reviewer}`);
    }
    expect(pairs.size).toBe(reviews.length);
    expect(reviews.filter((r) => r.star >= 4).length / reviews.length).toBeGreaterThan(0.7);
    const khmer = reviews.filter((r) => KHMER.test(r.comment)).length / reviews.length;
    expect(khmer).toBeGreaterThan(0.25);
    expect(khmer).toBeLessThan(0.45);
  });
});

describe('hotels.json', () => {
  it('has at least 14 Siem Reap hotels of every type and a wide price span', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(14);
    expect(new Set(hotels.map((h) => h.slug)).size).toBe(hotels.length);
    expect(new Set(hotels.map((h) => h.type))).toEqual(
      new Set(['hotel', 'resort', 'boutique', 'guesthouse', 'hostel', 'villa']),
    );
    expect(hotels.filter((h) => cheapest(h) < 30).length).toBeGreaterThanOrEqual(4);
    expect(hotels.filter((h) => cheapest(h) > 150).length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...hotels.map(cheapest))).toBeLessThanOrEqual(8);
    expect(
      Math.max(...hotels.flatMap((h) => h.room_types.map((r) => Number(r.price_max)))),
    ).toBeGreaterThanOrEqual(450);
  });

  it('places hotels in Siem Reap with valid art, rooms and nearby places', () => {
    const slugs = new Set(locations.map((l) => l.slug));
    const srCodes = new Set(srDistricts.map((d) => d.code));
    for (const h of hotels) {
      expect(srCodes, h.slug).toContain(h.district_code);
      expect(h.lat).toBeGreaterThan(13.25);
      expect(h.lat).toBeLessThan(13.5);
      expect(h.lng).toBeGreaterThan(103.75);
      expect(h.lng).toBeLessThan(104.05);
      expect(h.stars).toBeGreaterThanOrEqual(1);
      expect(h.stars).toBeLessThanOrEqual(5);
      expect(BUILDING_KINDS, h.slug).toContain(h.art);
      expect(h.photo_count).toBeGreaterThanOrEqual(4);
      expect(h.photo_count).toBeLessThanOrEqual(8);
      expect(h.services.length).toBeGreaterThanOrEqual(4);
      expect(h.services.length).toBeLessThanOrEqual(8);
      expect(h.meals.length).toBeGreaterThanOrEqual(1);
      expect(h.meals.length).toBeLessThanOrEqual(3);
      expect(h.room_types.length).toBeGreaterThanOrEqual(2);
      expect(h.room_types.length).toBeLessThanOrEqual(4);
      for (const r of h.room_types) {
        expect(ROOM_KINDS, `${h.slug} ${r.title_en}`).toContain(r.art);
        expect(r.price_min).toMatch(/^\d+\.\d{2}$/);
        expect(Number(r.price_min)).toBeLessThanOrEqual(Number(r.price_max));
      }
      expect(h.nearby.length).toBeGreaterThanOrEqual(2);
      expect(h.nearby.length).toBeLessThanOrEqual(5);
      for (const near of h.nearby)
        if (near.location_slug) expect(slugs).toContain(near.location_slug);
      for (const [at, text] of khmerFields(h, h.slug)) expect(text, at).toMatch(KHMER);
    }
  });
});

describe('climate.json', () => {
  it('maps the 25 provinces to regions of 12 typical months', () => {
    const codes = provinces.map((p) => p.code).sort();
    expect(Object.keys(climate.province_region).sort()).toEqual(codes);
    expect(Object.keys(climate.regions).length).toBeGreaterThanOrEqual(4);
    for (const region of Object.values(climate.province_region))
      expect(climate.regions).toHaveProperty(region);
    for (const months of Object.values(climate.regions)) {
      expect(months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const m of months) {
        expect(m.high_c).toBeGreaterThan(m.low_c);
        expect(m.rainy_days).toBeLessThanOrEqual(31);
        expect(['sunny', 'partly-cloudy', 'showers', 'stormy']).toContain(m.condition);
      }
    }
  });
});
