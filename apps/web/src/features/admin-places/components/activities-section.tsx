import { useTranslation } from '@/lib/i18n-react';
import type { AdminActivity } from '@camtour/shared/schemas/admin-places';
import { StatusPill } from '@/components/admin/status-pill';
import { buttonStyles } from '@/components/ui/button-styles';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useDeleteActivity, useSaveActivity } from '../api/admin-places-mutations';
import { ACTIVITY_FORM, activityValues } from '../hooks/forms';
import { ActivityDialog } from './activity-dialog';
import { ChildList, ChildRow } from './child-items';

/** A place's activities: add, edit, deactivate, delete (when nobody asked to book), photo. */
export function ActivitiesSection({
  locationId,
  activities,
}: {
  locationId: number;
  activities: AdminActivity[];
}) {
  const { t } = useTranslation('admin-places');
  return (
    <ChildList
      addLabel={t('activities.add')}
      items={activities}
      empty={t('activities.none')}
      row={(a, edit) => (
        <ActivityRow key={a.id} activity={a} locationId={locationId} onEdit={edit} />
      )}
      dialog={(activity, close) => (
        <ActivityDialog
          locationId={locationId}
          activity={activity}
          open
          onOpenChange={(open) => !open && close()}
        />
      )}
    />
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
  const km = i18n.language === 'km';

  const setActive = (active: boolean) =>
    toggle.mutateAsync(ACTIVITY_FORM.toInput({ ...activityValues(a), is_active: active }) as never);

  return (
    <ChildRow
      photo={{
        kind: 'activities',
        id: a.id,
        toggle: t('activities.photo'),
        label: t('activities.photo-label'),
      }}
      image={a.image}
      imageLabel={a.name_en}
      summary={
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
      }
      editLabel={t('activities.edit')}
      onEdit={() => onEdit(a)}
      alignActions="center"
      actions={
        <button
          type="button"
          className={buttonStyles.small}
          disabled={toggle.isPending}
          onClick={() => void setActive(!a.is_active).catch(() => undefined)}
        >
          {a.is_active ? t('activities.deactivate') : t('activities.activate')}
        </button>
      }
      remove={{
        label: t('activities.delete'),
        title: t('activities.delete-title', { name: a.name_en }),
        description:
          a.booking_count > 0
            ? t('activities.delete-has-bookings', { count: a.booking_count })
            : t('activities.delete-body'),
        disabled: a.booking_count > 0,
        onConfirm: () => remove.mutateAsync(a.id),
      }}
      notice={
        toggle.error ? <p className="mt-2 text-sm text-red-700">{message(toggle.error)}</p> : null
      }
    />
  );
}
