import { useTranslation } from '@/lib/i18n-react';
import { centsToDollars } from '@camtour/shared/domain/money';
import { useFormat } from '@/lib/format';
import { budgetInDollars } from '../lib/location-rules';
import { Panel, panelCardClass } from '@/components/ui/panel';

/** The place's daily budget in riel and, at 4,000 riel per dollar, in dollars. */
export function BudgetCard({ minRiel, maxRiel }: { minRiel: number; maxRiel: number }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const { minCents, maxCents, rate } = budgetInDollars(minRiel, maxRiel);
  return (
    <Panel title={t('budget.title')} className={panelCardClass} testId="budget-card">
      <p className="mt-3 text-2xl font-bold text-jungle-900" data-testid="budget-riel">
        {t('budget.riel', { min: format.number(minRiel), max: format.number(maxRiel) })}
      </p>
      <p className="mt-1 text-ink" data-testid="budget-usd">
        {t('budget.usd', {
          min: format.usd(centsToDollars(minCents)),
          max: format.usd(centsToDollars(maxCents)),
        })}
      </p>
      <p className="mt-2 text-xs text-ink-muted">
        {t('budget.rate', { rate: format.number(rate) })}
      </p>
    </Panel>
  );
}
