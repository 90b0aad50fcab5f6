import { useTranslation } from '@/lib/i18n-react';
import { useNavigate } from 'react-router';
import { useFormat } from '@/lib/format';
import { useCreateHotel, useUpdateHotel } from '../api/admin-places-mutations';
import { useAdminHotel } from '../api/admin-places-queries';
import { HotelForm } from './hotel-form';
import { NewPlace, PlaceEditor, usePlaceId } from './place-editor';
import { RoomsSection } from './rooms-section';

/** /admin/hotels/new and /admin/hotels/:id: a hotel's details, photos and room types. */
export function HotelEditPage() {
  const id = usePlaceId();
  return id === null ? <NewHotel /> : <EditHotel id={id} />;
}

function NewHotel() {
  const { t } = useTranslation('admin-places');
  const navigate = useNavigate();
  const create = useCreateHotel();
  return (
    <NewPlace kind="hotels" title={t('hotel.new-title')} intro={t('hotel.new-intro')}>
      <HotelForm
        hotel={null}
        save={create}
        saved={(h) => void navigate(`/admin/hotels/${h.id}`, { replace: true })}
      />
    </NewPlace>
  );
}

function EditHotel({ id }: { id: number }) {
  const { t } = useTranslation('admin-places');
  const format = useFormat();
  const query = useAdminHotel(id);
  const update = useUpdateHotel(id);
  return (
    <PlaceEditor
      kind="hotels"
      query={query}
      unknownTitle={t('hotel.title-unknown')}
      sectionsLabel={t('hotel.sections')}
      description={(h) =>
        t('hotel.summary', {
          min: format.usd(h.min_price_cents / 100),
          max: format.usd(h.max_price_cents / 100),
          count: h.rooms.length,
          rooms: format.number(h.rooms.length),
        })
      }
      details={(h) => <HotelForm key={h.id} hotel={h} save={update} />}
      more={(h) => [
        {
          value: 'rooms',
          label: t('hotel.rooms', { count: h.rooms.length }),
          content: <RoomsSection hotelId={h.id} rooms={h.rooms} />,
        },
      ]}
    />
  );
}
