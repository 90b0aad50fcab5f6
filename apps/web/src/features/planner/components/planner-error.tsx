import type { Dispatch } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { PlannerAction } from '../lib/planner-state';

/** "Something went wrong" with Try Again (document 3 §8). */
export function PlannerError({ dispatch }: { dispatch: Dispatch<PlannerAction> }) {
  const { t } = useTranslation('planner');
  const errors = useTranslation('errors').t;
  return (
    <section
      role="alert"
      className="mx-auto max-w-xl rounded-3xl border border-red-200 bg-red-50 p-8 text-center"
      data-testid="planner-error"
    >
      <span
        aria-hidden="true"
        className="mx-auto grid size-12 place-items-center rounded-full bg-red-100 text-2xl font-bold text-red-700"
      >
        !
      </span>
      <h2 className="mt-4 text-2xl font-bold leading-display text-red-900">{t('error.title')}</h2>
      <p className="mt-2 text-red-900">
        {errors('Failed to generate recommendation. Please try again.')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => dispatch({ type: 'retry' })}
        >
          {t('error.retry')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => dispatch({ type: 'reset' })}
        >
          {t('actions.new')}
        </button>
      </div>
    </section>
  );
}
