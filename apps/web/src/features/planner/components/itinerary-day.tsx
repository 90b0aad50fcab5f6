import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { MEAL_LABELS } from '@camtour/shared/domain/planner/labels';
import { HOTEL_PRICE_WINDOW_DOLLARS } from '@camtour/shared/domain/planner/prices';
import { inLang } from '@camtour/shared/domain/planner/text';
import type { ItineraryActivity, ItineraryDay } from '@camtour/shared/schemas/planner';
import { useFormat } from '@/lib/format';
import { kickerStyles } from '@/components/ui/section';
import { usePlannerLang } from '../hooks/use-planner-lang';

const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** Hotels priced around this stay: cost minus 5 to cost plus 5 (document 3 §9). */
export function hotelSearchPath(costPerNight: number): string {
  const params = new URLSearchParams({
    minPrice: String(Math.max(0, costPerNight - HOTEL_PRICE_WINDOW_DOLLARS)),
    maxPrice: String(costPerNight + HOTEL_PRICE_WINDOW_DOLLARS),
  });
  return `/siem-reap/hotels?${params.toString()}`;
}

const KIND_DOT: Record<ItineraryActivity['kind'], string> = {
  journey: 'bg-sand-500',
  temple_fees: 'bg-sand-700',
  sight: 'bg-jungle-600',
  interest: 'bg-jungle-400',
};

function useActivityText() {
  const { t } = useTranslation('planner');
  const format = useFormat();
  return {
    time: (hhmm: string) => {
      const [h = 0, m = 0] = hhmm.split(':').map(Number);
      return format.date(new Date(2000, 0, 1, h, m), {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    },
    duration: (hours: number) =>
      hours < 1
        ? t('activity.minutes', { minutes: format.number(Math.round(hours * 60)) })
        : t('activity.hours', { count: hours, hours: format.number(hours) }),
    cost: (cost: number) => (cost > 0 ? format.usd(cost) : t('result.included')),
  };
}

/** One day of the itinerary: transport, the timed activities, three meals and the night's stay. */
export function ItineraryDayCard({ day }: { day: ItineraryDay }) {
  const { t } = useTranslation('planner');
  const lang = usePlannerLang();
  const format = useFormat();
  const text = useActivityText();
  const titleId = `itinerary-day-${day.day}`;

  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm break-inside-avoid"
      data-testid="itinerary-day"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 bg-jungle-800 px-6 py-4 text-white print:border-b print:border-sand-200 print:bg-white print:text-jungle-900">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold leading-display">
            {t('day.title', { day: format.number(day.day) })}
          </h3>
          <p className="text-sm text-jungle-100 print:text-ink-muted">{day.description}</p>
        </div>
        <p className="text-right">
          <span className="block text-xs uppercase tracking-wide text-jungle-200 print:text-ink-muted">
            {t('day.cost')}
          </span>
          <span className="text-lg font-bold tabular-nums whitespace-nowrap" data-testid="day-cost">
            {format.usd(day.dailyCost)}
          </span>
        </p>
      </header>

      <div className="grid gap-6 p-6 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h4 className={kickerStyles.onLight}>{t('day.schedule')}</h4>
          <ol className="mt-3 grid gap-3">
            {day.activities.map((a, index) => (
              <li
                key={`${a.time}-${index}`}
                className="flex gap-3"
                data-testid="itinerary-activity"
              >
                <span className="w-14 shrink-0 pt-0.5 text-sm font-semibold tabular-nums whitespace-nowrap text-jungle-800">
                  {text.time(a.time)}
                </span>
                <span
                  aria-hidden="true"
                  className={`mt-2 size-2.5 shrink-0 rounded-full ${KIND_DOT[a.kind]}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{a.name}</span>
                  <span className="block text-xs text-ink-muted">{text.duration(a.duration)}</span>
                </span>
                <span className="shrink-0 text-sm font-semibold tabular-nums whitespace-nowrap text-jungle-900">
                  {text.cost(a.cost)}
                </span>
              </li>
            ))}
          </ol>
        </div>

        <div className="grid content-start gap-5">
          <section>
            <h4 className={kickerStyles.onLight}>{t('day.transport')}</h4>
            <p className="mt-2 flex justify-between gap-3">
              <span className="font-medium text-ink">{day.transportation.name}</span>
              <span className="shrink-0 font-semibold tabular-nums whitespace-nowrap text-jungle-900">
                {format.usd(day.transportation.cost)}
              </span>
            </p>
            <p className="text-xs text-ink-muted">{day.transportation.description}</p>
          </section>

          <section>
            <h4 className={kickerStyles.onLight}>{t('day.meals')}</h4>
            <dl className="mt-2 grid gap-2">
              {MEALS.map((meal) => (
                <div key={meal} className="flex justify-between gap-3 text-sm">
                  <dt className="min-w-0">
                    <span className="block text-xs text-ink-muted">
                      {inLang(MEAL_LABELS[meal], lang)}
                    </span>
                    <span className="block text-ink">{day.meals[meal].name}</span>
                  </dt>
                  <dd className="shrink-0 self-end font-semibold tabular-nums whitespace-nowrap text-jungle-900">
                    {format.usd(day.meals[meal].cost)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section>
            <h4 className={kickerStyles.onLight}>{t('day.stay')}</h4>
            {day.accommodation ? (
              <div className="mt-2 flex justify-between gap-3">
                <Link
                  to={hotelSearchPath(day.accommodation.cost)}
                  className="font-medium text-jungle-700 underline decoration-jungle-300 underline-offset-4 hover:text-jungle-900"
                  data-testid="accommodation-link"
                >
                  {day.accommodation.name}
                  <span className="block text-xs font-normal text-ink-muted no-underline print:hidden">
                    {t('day.stay.find')}
                  </span>
                </Link>
                <span className="shrink-0 text-right text-sm">
                  <span className="block font-semibold tabular-nums whitespace-nowrap text-jungle-900">
                    {format.usd(day.accommodation.cost)}
                  </span>
                  <span className="block text-xs text-ink-muted">{t('day.stay.per-night')}</span>
                </span>
              </div>
            ) : (
              <p className="mt-2 text-sm text-ink-muted">{t('day.stay.none')}</p>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}
