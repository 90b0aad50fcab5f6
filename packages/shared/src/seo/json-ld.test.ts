import { describe, expect, it } from 'vitest';
import { FAQ } from '../data/faq';
import { ProductDetailSchema, type ProductDetail } from '../schemas/shop';
import {
  HotelDetailSchema,
  LocationDetailSchema,
  type HotelDetail,
  type LocationDetail,
} from '../schemas/travel';
import {
  breadcrumbLd,
  centsToPrice,
  faqPageLd,
  faqQas,
  hotelLd,
  organizationLd,
  productLd,
  touristAttractionLd,
  websiteLd,
} from './json-ld';

const ORIGIN = 'https://camtour.example';
const named = (id: number, name: string) => ({ id, name, local_name: name, name_km: name });

/** A location detail as the API answers it (checked against its schema, so it cannot drift). */
function location(over: Partial<LocationDetail> = {}): LocationDetail {
  return LocationDetailSchema.parse({
    id: 1,
    slug: 'angkor-wat',
    name: 'Angkor Wat',
    name_local: 'អង្គរវត្ត',
    name_km: 'អង្គរវត្ត',
    short_description: 'The largest temple in the world.',
    short_description_local: '',
    is_thumbnail: '/api/media/locations/1/0.svg',
    category: { id: 1, slug: 'temple', name: 'Temple', name_km: 'ប្រាសាទ' },
    province: named(8, 'Siem Reap'),
    district: named(80, 'Angkor Thom'),
    commune: null,
    village: null,
    rate_star: 4.26,
    review_count: 7,
    total_view: 100,
    lat: 13.4125,
    lng: 103.867,
    created_at: '2026-01-02T03:04:05.000Z',
    local_name: 'អង្គរវត្ត',
    description: 'Long text.',
    description_local: '',
    photos: [{ photo_url: '/api/media/locations/1/0.svg' }],
    tags: [{ id: 1, slug: 'unesco', name: 'UNESCO', name_km: 'យូណេស្កូ' }],
    lot: 0,
    url_location: null,
    map_url: '',
    min_money: 0,
    max_money: 0,
    stars: [
      {
        id: 1,
        rater_name: 'Dara',
        star: 5,
        comment: 'Sunrise!',
        created_at: '2026-02-01T00:00:00Z',
      },
    ],
    products: [],
    active_travel_activities: [],
    same_district_locations: [],
    same_category_locations: [],
    weather: {
      month: 1,
      typical: true,
      high_c: 31,
      low_c: 21,
      rain_mm: 5,
      rainy_days: 1,
      condition: 'sunny',
      next_months: [],
    },
    ...over,
  });
}

function hotel(over: Partial<HotelDetail> = {}): HotelDetail {
  return HotelDetailSchema.parse({
    id: 3,
    slug: 'lotus-lodge',
    name: 'Lotus Lodge',
    name_km: 'ឡូតាស ឡដ្ជ',
    type: 'boutique',
    stars: 4,
    description: 'Quiet rooms by the river.',
    description_km: 'បន្ទប់ស្ងាត់',
    address: '12 River Road, Siem Reap',
    address_km: 'ផ្លូវទន្លេ ១២',
    thumbnail: '/api/media/hotels/3/0.svg',
    min_price: 40,
    max_price: 120.5,
    services: [{ en: 'Pool', km: 'អាងហែលទឹក' }],
    photos: [{ photo: '/api/media/hotels/3/0.svg' }],
    meal: [],
    room_types: [],
    locations: [],
    email: 'stay@lotus.example',
    phone: '+855 12 345 678',
    lat: 13.36,
    lng: 103.86,
    map_url: 'https://www.google.com/maps/search/?api=1&query=13.360000,103.860000',
    rate_star: 0,
    review_count: 0,
    is_active: true,
    policies: { check_in: '14:00', check_out: '12:00', free_cancellation_hours: 24 },
    ...over,
  });
}

const variant = (id: number, price_cents: number, qty: number) => ({
  id,
  color_id: 1,
  size_id: 1,
  qty,
  price: price_cents / 100,
  price_cents,
  stock_status: qty > 0 ? ('in_stock' as const) : ('out_of_stock' as const),
});

function product(over: Partial<ProductDetail> = {}): ProductDetail {
  const category = { id: 2, slug: 'tents', name: 'Tents', name_km: 'តង់' };
  return ProductDetailSchema.parse({
    id: 9,
    product_id: 9,
    code: 'TENT-2P',
    name: 'Trail tent <2P>',
    name_km: 'តង់ ២ នាក់',
    name_local: 'តង់ ២ នាក់',
    product_name: 'Trail tent <2P>',
    product_name_km: 'តង់ ២ នាក់',
    price: 10.05,
    price_cents: 1005,
    original_price: null,
    original_price_cents: null,
    status: 'published',
    thumbnail: '/api/media/products/9/0.svg',
    is_thumbnail: '/api/media/products/9/0.svg',
    brand: {
      id: 1,
      slug: 'nomad',
      name: 'Nomad',
      name_km: 'ណូម៉ាដ',
      brand_km: 'ណូម៉ាដ',
      brand_type: 'local',
    },
    category,
    category_id: 2,
    product_category_id: 2,
    total_views: 0,
    sold: 0,
    rating: 3.66,
    review_count: 3,
    total_stock: 5,
    stock_status: 'in_stock',
    created_at: '2026-01-01T00:00:00Z',
    description: 'Light and dry.',
    description_km: 'ស្រាល',
    description_local: 'ស្រាល',
    specs: [],
    images: [{ image_url: '/api/media/products/9/0.svg', color_id: 1 }],
    variants: [variant(1, 1005, 5)],
    colors: [],
    sizes: [],
    stars: [
      {
        id: 1,
        product_id: 9,
        star: 4,
        comment: 'Good',
        rater_id: 2,
        rater_name: 'Sok',
        created_at: '2026-03-01T10:00:00Z',
      },
    ],
    pcategory: category,
    ...over,
  });
}

const page = (path: string, lang: 'en' | 'km' = 'en', images = ['/og/x.png']) => ({
  origin: ORIGIN,
  path,
  lang,
  images,
});

describe('centsToPrice', () => {
  it('writes integer cents as dollars with two decimals, exactly', () => {
    expect(centsToPrice(0)).toBe('0.00');
    expect(centsToPrice(5)).toBe('0.05');
    expect(centsToPrice(1005)).toBe('10.05');
    expect(centsToPrice(1250)).toBe('12.50');
    expect(centsToPrice(123456789)).toBe('1234567.89');
  });
  it('matches the decimal text of every cent amount up to $1,000', () => {
    // Another way to the same text: the digits, with a point put before the last two.
    const mismatches: number[] = [];
    for (let c = 0; c <= 100_000; c++) {
      const digits = String(c).padStart(3, '0');
      if (centsToPrice(c) !== `${digits.slice(0, -2)}.${digits.slice(-2)}`) mismatches.push(c);
    }
    expect(mismatches).toEqual([]);
  });
  it('refuses a fraction of a cent or a negative amount', () => {
    expect(() => centsToPrice(10.5)).toThrow(RangeError);
    expect(() => centsToPrice(-1)).toThrow(RangeError);
  });
});

describe('touristAttractionLd', () => {
  it('holds what schema.org and Google need for a place', () => {
    const ld = touristAttractionLd(location(), page('/location/detail/1'));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'Angkor Wat',
      url: `${ORIGIN}/location/detail/1`,
      image: [`${ORIGIN}/og/x.png`],
      description: 'The largest temple in the world.',
      geo: { '@type': 'GeoCoordinates', latitude: 13.4125, longitude: 103.867 },
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Angkor Thom',
        addressRegion: 'Siem Reap',
        addressCountry: 'KH',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 7 },
    });
    expect(ld.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Dara' },
        datePublished: '2026-02-01',
      }),
    ]);
  });
  it('leaves the rating out when nobody has reviewed the place', () => {
    const ld = touristAttractionLd(
      location({ review_count: 0, rate_star: 0, stars: [] }),
      page('/l'),
    );
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });
  it('is in the Khmer page language and address', () => {
    const ld = touristAttractionLd(location({ name: 'អង្គរវត្ត' }), page('/l?lang=km', 'km'));
    expect(ld).toMatchObject({ name: 'អង្គរវត្ត', inLanguage: 'km', url: `${ORIGIN}/l?lang=km` });
  });
});

describe('hotelLd', () => {
  it('is a Hotel with address, price range, star class and no guest rating without reviews', () => {
    const ld = hotelLd(hotel(), page('/siem-reap/hotels/3'));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Lotus Lodge',
      url: `${ORIGIN}/siem-reap/hotels/3`,
      image: [`${ORIGIN}/og/x.png`],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 River Road, Siem Reap',
        addressLocality: 'Siem Reap',
        addressCountry: 'KH',
      },
      priceRange: '$40-$120.50',
      starRating: { '@type': 'Rating', ratingValue: 4 },
      telephone: '+855 12 345 678',
      checkinTime: '14:00',
      amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Pool', value: true }],
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });
  it('carries a guest rating only when there are reviews', () => {
    expect(hotelLd(hotel(), page('/h'), { rating: 4, count: 0 })).not.toHaveProperty(
      'aggregateRating',
    );
    expect(hotelLd(hotel(), page('/h'), { rating: 4.44, count: 12 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.4,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });
  it('speaks Khmer on the Khmer page, and has no star class for an unrated hotel', () => {
    const ld = hotelLd(hotel({ stars: 0, min_price: 30, max_price: 30 }), page('/h', 'km'));
    expect(ld).toMatchObject({
      name: 'ឡូតាស ឡដ្ជ',
      description: 'បន្ទប់ស្ងាត់',
      priceRange: '$30',
      amenityFeature: [{ name: 'អាងហែលទឹក' }],
    });
    expect(ld).not.toHaveProperty('starRating');
  });
});

describe('productLd', () => {
  it('is a Product with one USD Offer in exact cents, in stock, and a rating', () => {
    const ld = productLd(product(), page('/product/detail/9'));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Trail tent <2P>',
      sku: 'TENT-2P',
      image: [`${ORIGIN}/og/x.png`],
      brand: { '@type': 'Brand', name: 'Nomad' },
      offers: {
        '@type': 'Offer',
        price: '10.05',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/detail/9`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.7, reviewCount: 3 },
    });
    expect(ld.review).toHaveLength(1);
  });
  it('is out of stock when no variant is left, and has no rating without reviews', () => {
    const ld = productLd(
      product({ variants: [variant(1, 1005, 0)], review_count: 0, rating: 0, stars: [] }),
      page('/p'),
    );
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });
  it('is an AggregateOffer from the cheapest to the dearest variant when prices differ', () => {
    const ld = productLd(
      product({ variants: [variant(1, 1999, 0), variant(2, 1250, 0), variant(3, 4500, 2)] }),
      page('/p'),
    );
    expect(ld.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '12.50',
      highPrice: '45.00',
      offerCount: 3,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: `${ORIGIN}/p`,
    });
  });
  it('uses the product price when it has no variants, and Khmer names on the Khmer page', () => {
    const ld = productLd(
      product({ variants: [], price_cents: 700, total_stock: 0 }),
      page('/p', 'km'),
    );
    expect(ld).toMatchObject({
      name: 'តង់ ២ នាក់',
      category: 'តង់',
      offers: { price: '7.00', availability: 'https://schema.org/OutOfStock' },
    });
  });
});

describe('breadcrumbLd, faqPageLd, organizationLd, websiteLd', () => {
  it('numbers the trail from 1 with absolute item URLs', () => {
    expect(
      breadcrumbLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Shop', path: '/product' },
          { name: 'Tent', path: '/product/detail/9' },
        ],
        ORIGIN,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: `${ORIGIN}/product` },
        { '@type': 'ListItem', position: 3, name: 'Tent', item: `${ORIGIN}/product/detail/9` },
      ],
    });
  });
  it('makes every shared FAQ entry a Question with an accepted Answer, in each language', () => {
    for (const lang of ['en', 'km'] as const) {
      const ld = faqPageLd(faqQas(FAQ, lang));
      expect(ld['@type']).toBe('FAQPage');
      const questions = ld.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(questions).toHaveLength(FAQ.length);
      expect(questions[0]).toEqual({
        '@type': 'Question',
        name: FAQ[0]!.question[lang],
        acceptedAnswer: { '@type': 'Answer', text: FAQ[0]!.answer[lang] },
      });
      for (const q of questions) expect(q.name && q.acceptedAnswer.text).toBeTruthy();
    }
  });
  it('describes the organisation and the website for the home page', () => {
    expect(organizationLd(ORIGIN)).toMatchObject({
      '@type': 'Organization',
      name: 'CamTour',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
    });
    expect(websiteLd(ORIGIN, 'km')).toMatchObject({
      '@type': 'WebSite',
      name: 'CamTour',
      url: `${ORIGIN}/`,
      inLanguage: 'km',
    });
  });
});
