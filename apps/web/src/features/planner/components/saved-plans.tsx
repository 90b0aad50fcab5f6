import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { BUDGET_STATUS_LABELS } from '@camtour/shared/domain/planner/labels';
import { inLang } from '@camtour/shared/domain/planner/text';
import type { SavedPlanSummary } from '@camtour/shared/schemas/planner';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDeletePlan } from '../api/delete-plan';
import { useSavedPlans } from '../api/get-saved-plans';
import { usePlannerLang } from '../hooks/use-planner-lang';
import { StatusIcon } from './status-icon';

export const LOGIN_TO_SAVE_PATH = `/login?returnUrl=${encodeURIComponent('/plan')}`;

function PlanRow({
  plan,
  onOpen,
  onDelete,
}: {
  plan: SavedPlanSummary;
  onOpen: (id: number) => void;
  onDelete: (plan: SavedPlanSummary) => void;
}) {
  const { t } = useTranslation('planner');
  const lang = usePlannerLang();
  const format = useFormat();
  const name =
    plan.title ??
    t('saved.untitled', {
      count: plan.days,
      days: format.number(plan.days),
      budget: format.usd(plan.budget),
    });
  return (
    <li
      className="flex items-start gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:items-center"
      data-testid="saved-plan"
    >
      <StatusIcon status={plan.budget_status} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-display text-jungle-900">{name}</p>
          <p className="text-sm text-ink-muted">
            {t('saved.meta', {
              total: format.usd(plan.total_cost),
              status: inLang(BUDGET_STATUS_LABELS[plan.budget_status], lang),
              date: format.date(plan.created_at),
            })}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={buttonStyles.small} onClick={() => onOpen(plan.id)}>
            {t('saved.open')}
          </button>
          <button
            type="button"
            className={`${buttonStyles.small} text-red-800`}
            onClick={() => onDelete(plan)}
            aria-label={t('saved.delete.label', { name })}
          >
            {t('saved.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The account's saved plans, to reopen or delete; visitors are told how to keep theirs. */
export function SavedPlans({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('planner');
  const errors = useTranslation('errors').t;
  const lang = usePlannerLang();
  const session = useSession();
  const errorMessage = useErrorMessage();
  const signedIn = session.status === 'authenticated';
  const plans = useSavedPlans(lang, signedIn);
  const remove = useDeletePlan();
  const [confirming, setConfirming] = useState<SavedPlanSummary | null>(null);

  if (!signedIn) {
    // While the session is asked, the visitor's box holds its place unseen: appearing later, it
    // pushed the footer out of view (a layout shift, issue 17).
    const pending = session.status === 'loading';
    return (
      <section
        className={`mt-10 rounded-3xl border border-dashed border-sand-300 bg-sand-50 p-6 ${pending ? 'invisible' : ''}`}
        aria-hidden={pending || undefined}
        data-testid="saved-plans-visitor"
      >
        <h2 className="text-lg font-semibold leading-display text-jungle-900">
          {t('saved.title')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('saved.visitor')}</p>
        <Link to={LOGIN_TO_SAVE_PATH} className={`${buttonStyles.small} mt-4`}>
          {t('saved.login')}
        </Link>
      </section>
    );
  }

  const items = plans.data?.pages.flatMap((page) => page.plans) ?? [];
  const total = plans.data?.pages[0]?.pagination.total ?? 0;

  return (
    <section className="mt-10" aria-labelledby="saved-plans-title" data-testid="saved-plans">
      <h2 id="saved-plans-title" className="text-xl font-bold leading-display text-jungle-900">
        {t('saved.title')}
      </h2>
      {plans.isPending && (
        <div className="mt-4 grid gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      )}
      {plans.isError && (
        <div className="mt-4">
          <ErrorState
            message={errorMessage(plans.error)}
            onRetry={() => void plans.refetch()}
            retrying={plans.isFetching}
          />
        </div>
      )}
      {plans.isSuccess && items.length === 0 && (
        <p className="mt-2 text-ink-muted">{t('saved.empty')}</p>
      )}
      {items.length > 0 && (
        <>
          <p className="mt-1 text-sm text-ink-muted">{t('saved.count', { count: total })}</p>
          <ul className="mt-4 grid gap-3">
            {items.map((plan) => (
              <PlanRow key={plan.id} plan={plan} onOpen={onOpen} onDelete={setConfirming} />
            ))}
          </ul>
        </>
      )}
      {plans.hasNextPage && (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4`}
          disabled={plans.isFetchingNextPage}
          onClick={() => void plans.fetchNextPage()}
        >
          {plans.isFetchingNextPage ? t('saved.loading') : t('saved.more')}
        </button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          remove.mutate(confirming.id, {
            onSuccess: () => {
              toast.success(errors('plan-deleted'));
              setConfirming(null);
            },
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
        busy={remove.isPending}
        danger
        title={t('saved.delete.title')}
        description={t('saved.delete.body')}
        labels={{ confirm: t('saved.delete.confirm'), cancel: t('saved.delete.cancel') }}
      />
    </section>
  );
}
