import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useParams } from 'react-router';
import type { AdminPhotos } from '@camtour/shared/schemas/admin-places';
import { AdminLoading } from '@/components/admin/admin-loading';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FormError } from '@/components/admin/form-error';
import { Tabs, type Tab } from '@/components/ui/tabs';
import type { GalleryOwner } from '../api/admin-places-mutations';
import { GalleryEditor } from './gallery-editor';

/** The record's id on /admin/<list>/:id; null on /admin/<list>/new (or any other word). */
export function usePlaceId(): number | null {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? Number(id) : null;
}

type Kind = GalleryOwner['kind'];

/** Up to the list the page belongs to ("← Hotels"). */
function useBack(kind: Kind) {
  const { t } = useTranslation('admin-places');
  return { to: `/admin/${kind}`, label: t(`${kind}.title`) };
}

/** The page that adds a place or a hotel: its heading, then the empty form. */
export function NewPlace({
  kind,
  title,
  intro,
  children,
}: {
  kind: Kind;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <>
      <AdminPageHeader title={title} description={intro} back={useBack(kind)} />
      {children}
    </>
  );
}

type PlaceRecord = AdminPhotos & { id: number; name_en: string; name_km: string };
type Common = 'details' | 'photos';

/**
 * The page that edits a place or a hotel: loading and not-found states, the heading with its name
 * in the page's language, and tabs for its details, its photos and what it holds (`more`).
 */
export function PlaceEditor<T extends PlaceRecord, S extends string>({
  kind,
  query,
  unknownTitle,
  sectionsLabel,
  initialSection = 'details',
  description,
  details,
  more,
}: {
  kind: Kind;
  query: { isPending: boolean; error: unknown; data: T | undefined };
  /** The heading when the record cannot be read. */
  unknownTitle: string;
  /** Names the tab list. */
  sectionsLabel: string;
  initialSection?: Common | S;
  description: (record: T) => ReactNode;
  details: (record: T) => ReactNode;
  more: (record: T) => Tab<S>[];
}) {
  const { t, i18n } = useTranslation('admin-places');
  const back = useBack(kind);
  const [section, setSection] = useState<Common | S>(initialSection);
  if (query.isPending) return <AdminLoading />;
  if (query.error || !query.data)
    return (
      <>
        <AdminPageHeader title={unknownTitle} back={back} />
        <FormError error={query.error} />
      </>
    );
  const record = query.data;
  const name = i18n.language === 'km' ? record.name_km : record.name_en;
  return (
    <>
      <AdminPageHeader title={name} description={description(record)} back={back} />
      <Tabs<Common | S>
        layout="section"
        label={sectionsLabel}
        value={section}
        onValueChange={setSection}
        tabs={[
          { value: 'details', label: t('location.details'), content: details(record) },
          {
            value: 'photos',
            label: t('location.photos', { count: record.photo_count }),
            content: (
              <GalleryEditor
                owner={{ kind, id: record.id }}
                gallery={{ photo_count: record.photo_count, photos: record.photos }}
                name={name}
              />
            ),
          },
          ...more(record),
        ]}
      />
    </>
  );
}
