import { useParams } from 'react-router';
import { LocationDetailPage } from '@/features/location-detail/components/location-detail-page';

/** /location/detail/{id}: the page starts afresh for every place (document 3 §4). */
export function Component() {
  const { id = '' } = useParams();
  const locationId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return <LocationDetailPage key={id} locationId={locationId} />;
}
