import { useParams } from 'react-router';
import { HotelDetailPage } from '@/features/hotels/components/hotel-detail-page';
import { parsePositiveId } from '@camtour/shared/domain/ids';

/** /siem-reap/hotels/{id}; its gallery and scroll position are kept per hotel (document 1 §2). */
export function Component() {
  const { id = '' } = useParams();
  const hotelId = parsePositiveId(id);
  return <HotelDetailPage key={id} hotelId={hotelId} />;
}
