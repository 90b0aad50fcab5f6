import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { PromoState } from '@camtour/shared/domain/promo-state';
import type { PromoCode } from '@camtour/shared/schemas/admin-content';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { StatusPill, type StatusTone } from '@/components/admin/status-pill';
import { useListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import { usePromoCodes, useSetPromoActive } from '../api/promo-codes';
import { PROMO_FILTER_DEFAULTS, PromoFilters } from './promo-filters';
import { PromoForm } from './promo-form';
import { PromoUses } from './promo-uses';

const STATE_TONE: Record<PromoState, StatusTone> = {
  active: 'good',
  scheduled: 'info',
  expired: 'neutral',
  used_up: 'warn',
  inactive: 'bad',
};

/** What the dialog shows: a new code's form, a code's form, or a code's uses. */
type Panel =
  { kind: 'new' } | { kind: 'edit'; promo: PromoCode } | { kind: 'uses'; promo: PromoCode };

function ActiveSwitch({ promo }: { promo: PromoCode }) {
  const { t } = useTranslation('admin-content');
  const setActive = useSetPromoActive(promo.id);
  return promo.active ? (
    <ConfirmAction
      label={t('promos.deactivate')}
      title={t('promos.deactivate-title', { code: promo.code })}
      description={t('promos.deactivate-body')}
      confirmLabel={t('promos.deactivate')}
      tone="danger"
      onConfirm={() => setActive.mutateAsync(false)}
    />
  ) : (
    <ConfirmAction
      label={t('promos.activate')}
      title={t('promos.activate-title', { code: promo.code })}
      description={t('promos.activate-body')}
      confirmLabel={t('promos.activate')}
      onConfirm={() => setActive.mutateAsync(true)}
    />
  );
}

function useColumns(open: (panel: Panel) => void): AdminColumn<PromoCode>[] {
  const { t } = useTranslation('admin-content');
  const format = useFormat();
  const day = (iso: string, end: boolean) =>
    // An end is the midnight after the last day the code works: show that last day.
    format.date(new Date(new Date(iso).getTime() - (end ? 1 : 0)), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'Asia/Phnom_Penh',
    });
  return [
    {
      id: 'code',
      header: t('promos.code'),
      cell: (row) => <span className="break-all font-mono font-semibold">{row.code}</span>,
    },
    {
      id: 'percent',
      header: t('promos.percent-short'),
      cell: (row) => format.number(row.percent / 100, { style: 'percent' }),
      className: 'md:text-right',
    },
    {
      id: 'state',
      header: t('promos.state'),
      cell: (row) => (
        <StatusPill tone={STATE_TONE[row.state]}>{t(`state.${row.state}`)}</StatusPill>
      ),
    },
    {
      id: 'uses',
      header: t('promos.uses'),
      cell: (row) => (
        <button
          type="button"
          className="font-semibold text-jungle-800 underline underline-offset-2"
          onClick={() => open({ kind: 'uses', promo: row })}
        >
          {row.max_uses === null
            ? format.number(row.uses)
            : t('promos.uses-of-max', {
                uses: format.number(row.uses),
                max: format.number(row.max_uses),
              })}
          {/* The name starts with what is seen ("3, Orders that used TREK15"), for speech input. */}
          <span className="sr-only">, {t('promos.uses-of', { code: row.code })}</span>
        </button>
      ),
    },
    {
      id: 'per-customer',
      header: t('promos.per-customer'),
      cell: (row) =>
        row.max_uses_per_customer === null
          ? t('promos.no-limit')
          : format.number(row.max_uses_per_customer),
    },
    {
      id: 'valid',
      header: t('promos.valid'),
      cell: (row) =>
        !row.starts_at && !row.ends_at
          ? t('promos.always')
          : t('promos.valid-range', {
              from: row.starts_at ? day(row.starts_at, false) : '…',
              to: row.ends_at ? day(row.ends_at, true) : '…',
            }),
    },
    {
      id: 'actions',
      header: t('promos.actions'),
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.small}
            onClick={() => open({ kind: 'edit', promo: row })}
          >
            {t('promos.edit')}
          </button>
          <ActiveSwitch promo={row} />
        </div>
      ),
    },
  ];
}

/** /admin/promo-codes: the shop's codes with their state and uses; create, edit, switch off. */
export function PromoCodesPage() {
  const { t } = useTranslation('admin-content');
  const list = useListParams(PROMO_FILTER_DEFAULTS);
  const promos = usePromoCodes({ ...list.values, page: list.page });
  const [panel, setPanel] = useState<Panel | null>(null);
  const columns = useColumns(setPanel);
  const close = () => setPanel(null);
  return (
    <>
      <AdminPageHeader
        title={t('promos.title')}
        description={t('promos.intro')}
        actions={
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => setPanel({ kind: 'new' })}
          >
            {t('promos.new')}
          </button>
        }
      />
      <PromoFilters list={list} />
      {promos.isError ? (
        <FormError error={promos.error} />
      ) : (
        <>
          <AdminTable
            caption={t('promos.title')}
            columns={columns}
            rows={promos.data?.promo_codes ?? []}
            rowKey={(row) => row.id}
            empty={t('promos.empty')}
            loading={promos.isFetching}
          />
          {promos.data && promos.data.pagination.total > 0 && (
            <Pager pagination={promos.data.pagination} onPage={list.setPage} />
          )}
        </>
      )}
      <Dialog
        open={panel !== null}
        onOpenChange={(open) => !open && close()}
        size="lg"
        title={
          panel?.kind === 'new'
            ? t('promos.new')
            : panel?.kind === 'edit'
              ? t('promos.edit-title', { code: panel.promo.code })
              : t('uses.title', { code: panel?.promo.code ?? '' })
        }
        testId="promo-dialog"
      >
        {panel?.kind === 'uses' ? (
          <PromoUses promo={panel.promo} />
        ) : panel ? (
          <PromoForm
            key={panel.kind === 'edit' ? panel.promo.id : 'new'}
            promo={panel.kind === 'edit' ? panel.promo : null}
            onDone={close}
          />
        ) : null}
      </Dialog>
    </>
  );
}
