/** What `npm run bench` drives: the reads the public pages make, and three rendered pages. */
const READ_RPS = 500;
const READ_P99_MS = 50;
const PAGE_RPS = 150;
const PAGE_P99_MS = 150;

export interface Target {
  name: string;
  path: string;
  rps: number;
  p99Ms: number;
  /** Sends the ETag of a first answer back: the row measures the 304 path. */
  revalidate?: boolean;
}

const KM_SEARCH = encodeURIComponent('អង្គរ');
const read = (name: string, p: string): Target => ({
  name,
  path: p,
  rps: READ_RPS,
  p99Ms: READ_P99_MS,
});
const page = (name: string, p: string): Target => ({
  name,
  path: p,
  rps: PAGE_RPS,
  p99Ms: PAGE_P99_MS,
});

/** The reads the public pages make (apps/web/src/features/{places,home,adventure,...}/api). */
export const PUBLIC_READS: Target[] = [
  read('lookup provinces en', '/api/web/view/location/provinces?lang=en'),
  read('lookup provinces km', '/api/web/view/location/provinces?lang=km'),
  read('lookup districts km', '/api/web/view/location/districts/8?lang=km'),
  read('lookup categories en', '/api/web/view/categories?lang=en'),
  read('lookup categories km', '/api/web/view/categories?lang=km'),
  read('lookup product categories', '/api/web/view/product/categories'),
  read('lookup brands', '/api/web/view/brands'),
  read('product list', '/api/web/view/product?page=1&sort=newest'),
  read('product search', '/api/web/view/product?search=tent&page=1'),
  read('product detail', '/api/web/view/product/1'),
  read('adventure en', '/api/web/view/adventure?lang=en&page=1'),
  read('adventure km', '/api/web/view/adventure?lang=km&page=1'),
  read('location home en', '/api/web/view/location?lang=en&page=1&per_page=24'),
  read('location search en', '/api/web/view/location?lang=en&search=angkor&page=1&per_page=12'),
  read('location search km', `/api/web/view/location?lang=km&search=${KM_SEARCH}&per_page=12`),
  read('location detail en', '/api/web/view/location/detail/1?lang=en'),
  read('location detail km', '/api/web/view/location/detail/1?lang=km'),
  read('hotel list', '/api/web/view/hotels/siemreap?page=1'),
  read('hotel detail', '/api/web/view/hotels/siemreap/1'),
  {
    ...read('adventure en (revalidated)', '/api/web/view/adventure?lang=en&page=1'),
    revalidate: true,
  },
  {
    ...read('location detail en (revalidated)', '/api/web/view/location/detail/1?lang=en'),
    revalidate: true,
  },
  page('page /', '/'),
  page('page /location/detail/1', '/location/detail/1'),
  page('page /product/detail/1', '/product/detail/1'),
];
