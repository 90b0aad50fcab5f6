import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { Activity } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaCard } from '@/components/ui/media-card';
import { useFormat } from '@/lib/format';
import { useSupportContact } from '@/lib/public-config';
import { BookingForm } from './booking-form';

const DIFFICULTY_STYLE: Record<Activity['difficulty'], string> = {
  easy: 'bg-jungle-100 text-jungle-900',
  moderate: 'bg-sand-200 text-sand-900',
  hard: 'bg-orange-100 text-orange-900',
  challenging: 'bg-red-100 text-red-900',
};

function usePrice() {
  const format = useFormat();
  return (activity: Activity) =>
    format.number(activity.price_per_person, {
      style: 'currency',
      currency: activity.currency || 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
}

function DifficultyBadge({ difficulty }: { difficulty: Activity['difficulty'] }) {
  const { t } = useTranslation('travel');
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${DIFFICULTY_STYLE[difficulty]}`}
      data-testid="difficulty"
    >
      {t(`difficulty.${difficulty}`)}
    </span>
  );
}

function AvailabilityBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('travel');
  const tone = active ? 'bg-jungle-700 text-white' : 'bg-sand-200 text-ink';
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {active ? t('activity.available') : t('activity.not-available')}
    </span>
  );
}

function BookButton({ activity, onBook }: { activity: Activity; onBook: () => void }) {
  const { t } = useTranslation('travel');
  return (
    <button
      type="button"
      className={
        activity.is_active
          ? buttonStyles.primary
          : 'inline-flex cursor-not-allowed items-center justify-center gap-2 rounded-full border border-sand-300 bg-sand-100 px-5 py-2.5 font-semibold text-ink-muted'
      }
      disabled={!activity.is_active}
      onClick={onBook}
      data-testid="book-button"
    >
      {activity.is_active ? t('activity.book') : t('activity.not-available')}
    </button>
  );
}

type Open = { activity: Activity; mode: 'details' | 'booking' } | null;

function ActivityCard({ activity, onOpen }: { activity: Activity; onOpen: (next: Open) => void }) {
  const { t, i18n } = useTranslation('travel');
  const format = useFormat();
  const price = usePrice();
  const lang = i18n.language;
  const name = localized(lang, activity.name || activity.title, activity.name_km);
  return (
    <MediaCard
      image={activity.image}
      name={name}
      cover="video"
      bodyClassName="gap-3 p-5"
      data-testid="activity-card"
      data-active={activity.is_active}
    >
      <div className="flex flex-wrap gap-2">
        <DifficultyBadge difficulty={activity.difficulty} />
        <AvailabilityBadge active={activity.is_active} />
      </div>
      <h3 className="text-lg font-bold leading-display text-jungle-900">{name}</h3>
      <p className="line-clamp-3 text-sm text-ink">
        {localized(lang, activity.description, activity.description_km)}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        <li>
          {t('activity.duration', {
            count: activity.duration_hours,
            hours: format.number(activity.duration_hours),
          })}
        </li>
        {activity.max_participants !== null && (
          <li>{t('activity.max', { count: activity.max_participants })}</li>
        )}
      </ul>
      <p className="mt-auto text-ink">
        <span className="text-xl font-bold text-jungle-900" data-testid="activity-price">
          {price(activity)}
        </span>{' '}
        <span className="text-sm text-ink-muted">
          {t('activity.per-person', { currency: activity.currency || 'USD' })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => onOpen({ activity, mode: 'details' })}
        >
          {t('activity.details')}
        </button>
        <BookButton activity={activity} onBook={() => onOpen({ activity, mode: 'booking' })} />
      </div>
    </MediaCard>
  );
}

function ActivityDetails({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('travel');
  const format = useFormat();
  const price = usePrice();
  const lang = i18n.language;
  const km = lang === 'km';
  const included =
    km && activity.included_items_km.length > 0
      ? activity.included_items_km
      : activity.included_items;
  const requirements =
    km && activity.requirements_km.length > 0 ? activity.requirements_km : activity.requirements;
  return (
    <div className="flex flex-col gap-4" data-testid="activity-details">
      <p className="text-ink">{localized(lang, activity.description, activity.description_km)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink-muted">{t('activity.duration.label')}</dt>
        <dd className="font-medium">
          {t('activity.duration', {
            count: activity.duration_hours,
            hours: format.number(activity.duration_hours),
          })}
        </dd>
        <dt className="text-ink-muted">{t('activity.difficulty')}</dt>
        <dd>
          <DifficultyBadge difficulty={activity.difficulty} />
        </dd>
        <dt className="text-ink-muted">{t('activity.price')}</dt>
        <dd className="font-medium">
          {price(activity)} {t('activity.per-person', { currency: activity.currency || 'USD' })}
        </dd>
        {activity.max_participants !== null && (
          <>
            <dt className="text-ink-muted">{t('activity.group')}</dt>
            <dd className="font-medium">
              {t('activity.max', { count: activity.max_participants })}
            </dd>
          </>
        )}
      </dl>
      {included.length > 0 && (
        <div>
          <h3 className="font-semibold text-jungle-900">{t('activity.included')}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
            {included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {requirements.length > 0 && (
        <div>
          <h3 className="font-semibold text-jungle-900">{t('activity.requirements')}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
            {requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Shown in the empty state: suggestions go to the CamTour team by e-mail. */
function SuggestActivity({ place }: { place: string }) {
  const { t } = useTranslation('travel');
  const subject = encodeURIComponent(t('activity.suggest.subject', { place }));
  const email = useSupportContact()?.email;
  return (
    <EmptyState
      look="section"
      title={t('activity.empty')}
      body={email ? t('activity.suggest.body', { email }) : undefined}
      action={
        email && (
          <a
            href={`mailto:${email}?subject=${subject}`}
            className={`${buttonStyles.secondary} mt-4`}
          >
            {t('activity.suggest')}
          </a>
        )
      }
      testId="activities-empty"
    />
  );
}

/** The place's activities: cards, a details modal, and the booking request (D12). */
export function ActivitiesTab({ activities, place }: { activities: Activity[]; place: string }) {
  const { t, i18n } = useTranslation('travel');
  const [open, setOpen] = useState<Open>(null);
  if (activities.length === 0) return <SuggestActivity place={place} />;
  const openName = open
    ? localized(i18n.language, open.activity.name || open.activity.title, open.activity.name_km)
    : '';
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {activities.map((activity) => (
          <li key={activity.id} className="min-w-0">
            <ActivityCard activity={activity} onOpen={setOpen} />
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open?.mode === 'booking' ? t('booking.title', { name: openName }) : openName}
        size="lg"
        testId="activity-dialog"
        actions={
          open?.mode === 'details' ? (
            <BookButton
              activity={open.activity}
              onBook={() => setOpen({ activity: open.activity, mode: 'booking' })}
            />
          ) : undefined
        }
      >
        {open?.mode === 'details' && <ActivityDetails activity={open.activity} />}
        {open?.mode === 'booking' && (
          <BookingForm
            key={open.activity.id}
            activity={open.activity}
            onDone={() => setOpen(null)}
          />
        )}
      </Dialog>
    </>
  );
}
