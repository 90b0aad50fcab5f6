import { useTranslation } from '@/lib/i18n-react';
import { COST_CATEGORY_LABELS, SPLIT_LABELS } from '@camtour/shared/domain/planner/labels';
import { inLang } from '@camtour/shared/domain/planner/text';
import {
  COST_CATEGORIES,
  SPLIT_CATEGORIES,
  type Recommendation,
} from '@camtour/shared/schemas/planner';
import { useFormat } from '@/lib/format';
import { usePlannerLang } from '../hooks/use-planner-lang';
import { Panel } from '@/components/ui/panel';

/* One colour per category, dark enough for white text and distinct side by side. */
const COLOURS = ['#0f5f55', '#cf8f3c', '#43b095', '#985a2b', '#0b3d38', '#e2c597'] as const;
const RADIUS = 60;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Where the money goes: a ring of the six categories with the amounts beside it. */
export function CostBreakdownChart({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('planner');
  const lang = usePlannerLang();
  const format = useFormat();
  const total = recommendation.totalCost;
  const rows = COST_CATEGORIES.map((key, index) => ({
    key,
    label: inLang(COST_CATEGORY_LABELS[key], lang),
    amount: recommendation.costBreakdown[key],
    colour: COLOURS[index]!,
  }));
  let offset = 0;
  const summary = rows.map((r) => `${r.label}: ${format.usd(r.amount)}`).join(', ');

  return (
    <Panel
      title={t('result.breakdown.title')}
      titleSize="xl"
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm break-inside-avoid"
      testId="cost-breakdown"
    >
      <div className="mt-5 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <svg
          viewBox="0 0 160 160"
          className="size-40 shrink-0 -rotate-90"
          role="img"
          aria-label={summary}
        >
          <circle cx="80" cy="80" r={RADIUS} fill="none" stroke="#ecdcc1" strokeWidth="26" />
          {total > 0 &&
            rows.map((r) => {
              const length = (r.amount / total) * CIRCUMFERENCE;
              const segment = (
                <circle
                  key={r.key}
                  cx="80"
                  cy="80"
                  r={RADIUS}
                  fill="none"
                  stroke={r.colour}
                  strokeWidth="26"
                  strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                  strokeDashoffset={-offset}
                />
              );
              offset += length;
              return segment;
            })}
        </svg>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('result.breakdown.title')}</caption>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.key}
                className="border-b border-sand-100 last:border-0"
                data-testid={`cost-${r.key}`}
              >
                <th scope="row" className="py-2 pr-3 text-left font-normal text-ink">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-3 shrink-0 rounded-sm"
                      style={{ backgroundColor: r.colour }}
                    />
                    {r.label}
                  </span>
                </th>
                <td className="whitespace-nowrap py-2 pr-3 text-right text-ink-muted">
                  {format.number(total > 0 ? r.amount / total : 0, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  })}
                </td>
                <td className="whitespace-nowrap py-2 text-right font-semibold tabular-nums text-jungle-900">
                  {format.usd(r.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 text-left font-bold text-jungle-900">
                {t('result.total')}
              </th>
              <td />
              <td
                className="whitespace-nowrap pt-3 text-right font-bold tabular-nums text-jungle-900"
                data-testid="breakdown-total"
              >
                {format.usd(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Panel>
  );
}

const BAR_TONES = {
  recommended: { fill: 'bg-sand-400', text: 'text-ink-muted' },
  actual: { fill: 'bg-jungle-700', text: 'font-semibold text-jungle-900' },
} as const;

function SplitBar({
  label,
  width,
  text,
  tone,
}: {
  label: string;
  width: string;
  text: string;
  tone: keyof typeof BAR_TONES;
}) {
  return (
    <span className="flex items-center gap-2">
      <span className="h-2.5 flex-1 rounded-full bg-sand-100">
        <span className={`block h-full rounded-full ${BAR_TONES[tone].fill}`} style={{ width }} />
      </span>
      <span
        className={`w-24 whitespace-nowrap text-right text-xs tabular-nums ${BAR_TONES[tone].text}`}
      >
        <span className="sr-only">{label}: </span>
        {text}
      </span>
    </span>
  );
}

/** The recommended split of the budget (25/30/25/15/5) beside what this plan spends. */
export function BudgetSplitChart({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('planner');
  const lang = usePlannerLang();
  const format = useFormat();
  const { budgetSplit, actualSplit } = recommendation;
  const largest = Math.max(
    1,
    ...SPLIT_CATEGORIES.flatMap((key) => [budgetSplit[key], actualSplit[key]]),
  );
  const bar = (value: number) => `${Math.max(0, Math.min(100, (value / largest) * 100))}%`;

  return (
    <Panel
      title={t('result.split.title')}
      titleSize="xl"
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm break-inside-avoid"
      testId="budget-split"
    >
      <p className="mt-1 text-sm text-ink-muted">{t('result.split.body')}</p>
      <div className="mt-3 flex flex-wrap gap-4 text-xs font-semibold text-ink-muted">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-sand-400" />
          {t('result.split.recommended')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-jungle-700" />
          {t('result.split.actual')}
        </span>
      </div>
      <dl className="mt-4 grid gap-4">
        {SPLIT_CATEGORIES.map((key) => (
          <div key={key} data-testid={`split-${key}`}>
            <dt className="text-sm font-semibold text-ink">{inLang(SPLIT_LABELS[key], lang)}</dt>
            <dd className="mt-1 grid gap-1">
              <SplitBar
                label={t('result.split.recommended')}
                width={bar(budgetSplit[key])}
                text={format.usd(budgetSplit[key])}
                tone="recommended"
              />
              <SplitBar
                label={t('result.split.actual')}
                width={bar(actualSplit[key])}
                text={format.usd(actualSplit[key])}
                tone="actual"
              />
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
