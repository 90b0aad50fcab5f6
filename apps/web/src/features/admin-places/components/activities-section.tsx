import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '@camtour/shared/schemas/admin-places';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { ImageUpload } from '@/components/admin/image-upload';
import { StatusPill } from '@/components/admin/status-pill';
import { buttonStyles } from '@/components/ui/button-styles';
import { FallbackImage } from '@/components/ui/fallback-image';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useDeleteActivity, usePicture, useSaveActivity } from '../api/admin-places-mutations';
import { ACTIVITY_FORM, activityValues } from '../hooks/forms';
import { ActivityDialog } from './activity-dialog';

/** A place's activities: add, edit, deactivate, delete (when nobody asked to book), photo. */
export function ActivitiesSection({
  locationId,
  activities,
}: {
  locationId: number;
  activities: AdminActivity[];
}) {
  const { t } = useTranslation('admin-places');
  const [editing, setEditing] = useState<AdminActivity | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
          {t('activities.add')}
        </button>
      </div>
      {activities.length === 0 ? (
        <p className="rounded-xl border border-dashed border-sand-300 bg-white p-4 text-sm">
          {t('activities.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {activities.map((a) => (
            <ActivityRow key={a.id} activity={a} locationId={locationId} onEdit={setEditing} />
          ))}
        </ul>
      )}
      {editing !== null && (
        <ActivityDialog
          key={editing === 'new' ? 'new' : editing.id}
          locationId={locationId}
          activity={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </div>
  );
}

function ActivityRow({
  activity: a,
  locationId,
  onEdit,
}: {
  activity: AdminActivity;
  locationId: number;
  onEdit: (a: AdminActivity) => void;
}) {
  const { t, i18n } = useTranslation('admin-places');
  const format = useFormat();
  const message = useErrorMessage();
  const remove = useDeleteActivity();
  const toggle = useSaveActivity(locationId, a.id);
  const picture = usePicture('activities');
  const [version, setVersion] = useState(0);
  const [photoOpen, setPhotoOpen] = useState(false);
  const km = i18n.language === 'km';

  const setActive = (active: boolean) =>
    toggle.mutateAsync(ACTIVITY_FORM.toInput({ ...activityValues(a), is_active: active }) as never);

  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <FallbackImage
          src={`${a.image}?v=${version}`}
          alt=""
          label={a.name_en}
          width={120}
          height={80}
          className="h-20 w-30 shrink-0 rounded-lg object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <strong className="break-words">{km ? a.name_km : a.name_en}</strong>
            <StatusPill tone={a.is_active ? 'good' : 'neutral'}>
              {a.is_active ? t('activities.active') : t('activities.inactive')}
            </StatusPill>
          </div>
          <p className="text-sm text-ink-muted">
            {t('activities.summary', {
              difficulty: t(`difficulty.${a.difficulty}`),
              hours: format.number(a.duration_hours),
              price: format.usd(a.price_cents / 100),
            })}
          </p>
          <p className="text-sm text-ink-muted">
            {t('activities.bookings', {
              count: a.booking_count,
              n: format.number(a.booking_count),
            })}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className={buttonStyles.small} onClick={() => onEdit(a)}>
          {t('activities.edit')}
        </button>
        <button
          type="button"
          className={buttonStyles.small}
          disabled={toggle.isPending}
          onClick={() => void setActive(!a.is_active).catch(() => undefined)}
        >
          {a.is_active ? t('activities.deactivate') : t('activities.activate')}
        </button>
        <button
          type="button"
          className={buttonStyles.small}
          aria-expanded={photoOpen}
          onClick={() => setPhotoOpen((v) => !v)}
        >
          {t('activities.photo')}
        </button>
        <ConfirmAction
          label={t('activities.delete')}
          title={t('activities.delete-title', { name: a.name_en })}
          description={
            a.booking_count > 0
              ? t('activities.delete-has-bookings', { count: a.booking_count })
              : t('activities.delete-body')
          }
          confirmLabel={t('activities.delete')}
          tone="danger"
          disabled={a.booking_count > 0}
          onConfirm={() => remove.mutateAsync(a.id)}
        />
      </div>
      {toggle.error ? <p className="mt-2 text-sm text-red-700">{message(toggle.error)}</p> : null}
      {photoOpen && (
        <div className="mt-3 flex flex-col gap-2">
          <ImageUpload
            label={t('activities.photo-label')}
            onUpload={async (file) => {
              await picture.mutateAsync({ id: a.id, file });
              setVersion(Date.now());
            }}
            busy={picture.isPending}
            error={
              picture.error
                ? message(
                    isApiError(picture.error) && picture.error.fieldErrors.photo?.[0]
                      ? picture.error.fieldErrors.photo[0]
                      : picture.error,
                  )
                : undefined
            }
          />
        </div>
      )}
    </li>
  );
}
