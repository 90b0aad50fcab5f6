import { useParams } from 'react-router';
import { HotelDetailPage } from '@/features/hotels/components/hotel-detail-page';

/** /siem-reap/hotels/{id}; its gallery and scroll position are kept per hotel (document 1 §2). */
export function Component() {
  const { id = '' } = useParams();
  const hotelId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return <HotelDetailPage key={id} hotelId={hotelId} />;
}
