import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FormError } from '@/components/admin/form-error';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useFormat } from '@/lib/format';
import { useCreateHotel, useUpdateHotel } from '../api/admin-places-mutations';
import { useAdminHotel } from '../api/admin-places-queries';
import { GalleryEditor } from './gallery-editor';
import { HotelForm } from './hotel-form';
import { RoomsSection } from './rooms-section';

type Section = 'details' | 'photos' | 'rooms';

/** /admin/hotels/new and /admin/hotels/:id: a hotel's details, photos and room types. */
export function HotelEditPage() {
  const { id } = useParams();
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  return numeric === null ? <NewHotel /> : <EditHotel id={numeric} />;
}

function NewHotel() {
  const { t } = useTranslation('admin-places');
  const navigate = useNavigate();
  const create = useCreateHotel();
  return (
    <>
      <AdminPageHeader
        title={t('hotel.new-title')}
        description={t('hotel.new-intro')}
        back={{ to: '/admin/hotels', label: t('hotels.title') }}
      />
      <HotelForm
        hotel={null}
        save={create}
        saved={(h) => void navigate(`/admin/hotels/${h.id}`, { replace: true })}
      />
    </>
  );
}

function EditHotel({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin-places');
  const format = useFormat();
  const query = useAdminHotel(id);
  const update = useUpdateHotel(id);
  const [section, setSection] = useState<Section>('details');
  const back = { to: '/admin/hotels', label: t('hotels.title') };
  if (query.isPending)
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner label={t('state.loading')} showLabel />
      </div>
    );
  if (query.error || !query.data)
    return (
      <>
        <AdminPageHeader title={t('hotel.title-unknown')} back={back} />
        <FormError error={query.error} />
      </>
    );
  const h = query.data;
  const name = i18n.language === 'km' ? h.name_km : h.name_en;
  return (
    <>
      <AdminPageHeader
        title={name}
        description={t('hotel.summary', {
          min: format.usd(h.min_price_cents / 100),
          max: format.usd(h.max_price_cents / 100),
          count: h.rooms.length,
          rooms: format.number(h.rooms.length),
        })}
        back={back}
      />
      <Tabs<Section>
        layout="section"
        label={t('hotel.sections')}
        value={section}
        onValueChange={setSection}
        tabs={[
          {
            value: 'details',
            label: t('location.details'),
            content: <HotelForm key={h.id} hotel={h} save={update} />,
          },
          {
            value: 'photos',
            label: t('location.photos', { count: h.photo_count }),
            content: (
              <GalleryEditor
                owner={{ kind: 'hotels', id: h.id }}
                gallery={{ photo_count: h.photo_count, photos: h.photos }}
                name={name}
              />
            ),
          },
          {
            value: 'rooms',
            label: t('hotel.rooms', { count: h.rooms.length }),
            content: <RoomsSection hotelId={h.id} rooms={h.rooms} />,
          },
        ]}
      />
    </>
  );
}
