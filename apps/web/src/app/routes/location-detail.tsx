import { useParams } from 'react-router';
import { LocationDetailPage } from '@/features/location-detail/components/location-detail-page';
import { parsePositiveId } from '@camtour/shared/domain/ids';

/** /location/detail/{id}: the page starts afresh for every place (document 3 §4). */
export function Component() {
  const { id = '' } = useParams();
  const locationId = parsePositiveId(id);
  return <LocationDetailPage key={id} locationId={locationId} />;
}
