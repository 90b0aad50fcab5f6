import { useTranslation } from '@/lib/i18n-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateLocation, useUpdateLocation } from '../api/admin-places-mutations';
import { useAdminLocation } from '../api/admin-places-queries';
import { ActivitiesSection } from './activities-section';
import { GuideForm } from './guide-form';
import { LocationForm } from './location-form';
import { NewPlace, PlaceEditor, usePlaceId } from './place-editor';

/** /admin/locations/new and /admin/locations/:id: a place's details, photos, activities, tips. */
export function LocationEditPage() {
  const id = usePlaceId();
  return id === null ? <NewLocation /> : <EditLocation id={id} />;
}

function NewLocation() {
  const { t } = useTranslation('admin-places');
  const navigate = useNavigate();
  const create = useCreateLocation();
  return (
    <NewPlace kind="locations" title={t('location.new-title')} intro={t('location.new-intro')}>
      <LocationForm
        location={null}
        save={create}
        saved={(l) => void navigate(`/admin/locations/${l.id}?section=photos`, { replace: true })}
      />
    </NewPlace>
  );
}

function EditLocation({ id }: { id: number }) {
  const { t } = useTranslation('admin-places');
  const query = useAdminLocation(id);
  const update = useUpdateLocation(id);
  // A new place opens on its photos (see NewLocation): the address names the tab.
  const initial = useSearchParams()[0].get('section');
  return (
    <PlaceEditor
      kind="locations"
      query={query}
      unknownTitle={t('location.title-unknown')}
      sectionsLabel={t('location.sections')}
      initialSection={
        initial === 'photos' || initial === 'activities' || initial === 'guide'
          ? initial
          : 'details'
      }
      description={(l) => (
        <Link
          to={`/location/detail/${l.id}`}
          target="_blank"
          className="text-sm font-semibold text-jungle-700 hover:underline"
        >
          {t('location.view-public')}
        </Link>
      )}
      details={(l) => <LocationForm key={l.id} location={l} save={update} />}
      more={(l) => [
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
  );
}
