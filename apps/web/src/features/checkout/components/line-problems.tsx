import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import { buttonStyles } from '@/components/ui/button-styles';
import { useErrorMessage } from '@/lib/error-message';
import type { LineProblem } from '../lib/cart-lines';

/**
 * Lines that stop the order (document 2 §5): each named with why, and the way to fix it (the
 * cart). Placing the order stays disabled while any is listed.
 */
export function LineProblems({
  problems,
  onOpenCart,
}: {
  problems: readonly LineProblem[];
  onOpenCart: () => void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const message = useErrorMessage();
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      data-testid="line-problems"
    >
      <p className="font-semibold">{t('lines.problems')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem, index) => (
          <li key={index}>
            {localized(i18n.language, problem.name, problem.name_km)}: {message(problem.reason)}
            {problem.available !== null &&
              ` · ${i18n.t('maximum-quantity-available', { ns: 'errors', count: problem.available })}`}
          </li>
        ))}
      </ul>
      <button type="button" className={`${buttonStyles.small} mt-3`} onClick={onOpenCart}>
        {t('dialog.open-cart')}
      </button>
    </div>
  );
}
