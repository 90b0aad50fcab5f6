import { HotelListPage } from '@/features/hotels/components/hotel-list-page';

/** /siem-reap/hotels?search=&minPrice=&maxPrice=&type=&page= */
export function Component() {
  return <HotelListPage />;
}
