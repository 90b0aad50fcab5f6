import { useTranslation } from '@/lib/i18n-react';
import type { JourneyLeg } from '@camtour/shared/schemas/planner';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format';

function useClock() {
  const format = useFormat();
  return (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return format.date(new Date(2000, 0, 1, h, m), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  };
}

function Leg({ leg }: { leg: JourneyLeg }) {
  const { t } = useTranslation('planner');
  const format = useFormat();
  const clock = useClock();
  const when = leg.departsDayBefore
    ? t('journeys.day-before')
    : t('journeys.day', { day: format.number(leg.day) });
  const arrives = leg.arrivesNextDay
    ? `${t('journeys.arrives', { time: clock(leg.arrives) })}, ${t('journeys.next-day')}`
    : t('journeys.arrives', { time: clock(leg.arrives) });

  return (
    <li className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm" data-testid="journey-leg">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-jungle-900">
          {t(leg.direction === 'outbound' ? 'journeys.outbound' : 'journeys.return')}
        </h3>
        <span className="text-sm text-ink-muted">{when}</span>
      </div>
      <p className="text-lg font-semibold text-ink">
        {t('journeys.route', { from: leg.from, to: leg.to })}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums text-jungle-800">
        <span className="whitespace-nowrap" data-testid="journey-departs">
          {t('journeys.departs', { time: clock(leg.departs) })}
        </span>
        <span className="whitespace-nowrap" data-testid="journey-arrives">
          {arrives}
        </span>
      </p>
      <p className="text-sm text-ink">
        <span className="font-medium">{leg.name}</span>
        {' · '}
        <span className="whitespace-nowrap" data-testid="journey-hours">
          {t('journeys.hours', { count: leg.hours, hours: format.number(leg.hours) })}
        </span>
        {' · '}
        <span className="whitespace-nowrap">
          {t('journeys.distance', { km: format.number(leg.distanceKm) })}
        </span>
      </p>
      <p className="text-xs text-ink-muted">{leg.description}</p>
      <p className="flex justify-between gap-3 border-t border-sand-200 pt-3 text-sm">
        <span className="text-ink-muted">{t('journeys.cost')}</span>
        <span className="font-semibold tabular-nums whitespace-nowrap text-jungle-900">
          {format.usd(leg.cost)}
        </span>
      </p>
    </li>
  );
}

/** Getting to Siem Reap and back (decision 030): both legs with their hours and times. */
export function JourneyLegs({ journeys }: { journeys: JourneyLeg[] }) {
  const { t } = useTranslation('planner');
  if (journeys.length === 0) return null;
  return (
    <Panel
      title={t('journeys.title')}
      titleSize="xl"
      className="rounded-3xl bg-sand-100/80 p-6 break-inside-avoid"
      testId="journeys"
    >
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {journeys.map((leg) => (
          <Leg key={leg.direction} leg={leg} />
        ))}
      </ul>
    </Panel>
  );
}
