import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FormError } from '@/components/admin/form-error';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useCreateLocation, useUpdateLocation } from '../api/admin-places-mutations';
import { useAdminLocation } from '../api/admin-places-queries';
import { ActivitiesSection } from './activities-section';
import { GalleryEditor } from './gallery-editor';
import { GuideForm } from './guide-form';
import { LocationForm } from './location-form';

type Section = 'details' | 'photos' | 'activities' | 'guide';

/** /admin/locations/new and /admin/locations/:id: a place's details, photos, activities, tips. */
export function LocationEditPage() {
  const { id } = useParams();
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  return numeric === null ? <NewLocation /> : <EditLocation id={numeric} />;
}

function NewLocation() {
  const { t } = useTranslation('admin-places');
  const navigate = useNavigate();
  const create = useCreateLocation();
  return (
    <>
      <AdminPageHeader
        title={t('location.new-title')}
        description={t('location.new-intro')}
        back={{ to: '/admin/locations', label: t('locations.title') }}
      />
      <LocationForm
        location={null}
        save={create}
        saved={(l) => void navigate(`/admin/locations/${l.id}?section=photos`, { replace: true })}
      />
    </>
  );
}

function EditLocation({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin-places');
  const query = useAdminLocation(id);
  const update = useUpdateLocation(id);
  const initial = useSearchParams()[0].get('section');
  const [section, setSection] = useState<Section>(
    initial === 'photos' || initial === 'activities' || initial === 'guide' ? initial : 'details',
  );
  const back = { to: '/admin/locations', label: t('locations.title') };
  if (query.isPending)
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner label={t('state.loading')} showLabel />
      </div>
    );
  if (query.error || !query.data)
    return (
      <>
        <AdminPageHeader title={t('location.title-unknown')} back={back} />
        <FormError error={query.error} />
      </>
    );
  const l = query.data;
  const name = i18n.language === 'km' ? l.name_km : l.name_en;
  return (
    <>
      <AdminPageHeader
        title={name}
        description={
          <Link
            to={`/location/detail/${l.id}`}
            target="_blank"
            className="text-sm font-semibold text-jungle-700 hover:underline"
          >
            {t('location.view-public')}
          </Link>
        }
        back={back}
      />
      <Tabs<Section>
        layout="section"
        label={t('location.sections')}
        value={section}
        onValueChange={setSection}
        tabs={[
          {
            value: 'details',
            label: t('location.details'),
            content: <LocationForm key={l.id} location={l} save={update} />,
          },
          {
            value: 'photos',
            label: t('location.photos', { count: l.photo_count }),
            content: (
              <GalleryEditor
                owner={{ kind: 'locations', id: l.id }}
                gallery={{ photo_count: l.photo_count, photos: l.photos }}
                name={name}
              />
            ),
          },
          {
            value: 'activities',
            label: t('location.activities', { count: l.activities.length }),
            content: <ActivitiesSection locationId={l.id} activities={l.activities} />,
          },
          {
            value: 'guide',
            label: t('location.guide'),
            content: <GuideForm key={l.id} locationId={l.id} guide={l.guide} />,
          },
        ]}
      />
    </>
  );
}
