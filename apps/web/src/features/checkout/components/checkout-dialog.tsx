import { useTranslation } from '@/lib/i18n-react';
import type { CheckoutField } from '@camtour/shared/domain/checkout-steps';
import { localized } from '@camtour/shared/domain/localize';
import type { StockShort } from '@camtour/shared/schemas/orders';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import type { FieldErrors, FormField } from '../lib/order-failure';
import { PaymentDialog, isPaymentDialog, type PaymentDialogState } from './payment-dialogs';

/** The modal answers of the checkout (document 2 §2 "A modal dialog reports results", §8). */
export type CheckoutDialogState =
  /** Going on with fields missing: each named with why. */
  | { kind: 'missing'; problems: Partial<Record<CheckoutField | FormField, string>> }
  /** The inline login without both e-mail and password. */
  | { kind: 'missing-login' }
  | { kind: 'login-failed'; error: unknown }
  | { kind: 'promo-invalid'; error: unknown }
  | { kind: 'missing-variant'; productIds: number[] }
  | { kind: 'validation'; fields: FieldErrors; error: unknown }
  | { kind: 'stock'; lines: StockShort['lines'] }
  | { kind: 'failed'; error: unknown }
  | { kind: 'placed'; orderNo: string }
  | PaymentDialogState;

/** Keys a step's rules give that only the checkout words (the rest are in `errors`). */
const OWN_PROBLEMS = ['account-choice-required', 'payment-required'] as const;
type OwnProblem = (typeof OWN_PROBLEMS)[number];
const isOwnProblem = (key: string): key is OwnProblem =>
  (OWN_PROBLEMS as readonly string[]).includes(key);

export function useProblemText() {
  const { t } = useTranslation('checkout');
  const message = useErrorMessage();
  return (key: string) => (isOwnProblem(key) ? t(`problem.${key}`) : message(key));
}

function FieldList({ problems }: { problems: Partial<Record<CheckoutField | FormField, string>> }) {
  const { t } = useTranslation('checkout');
  const text = useProblemText();
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-ink" data-testid="dialog-fields">
      {(Object.entries(problems) as [CheckoutField | FormField, string | undefined][]).map(
        ([field, key]) =>
          key ? (
            <li key={field}>
              <span className="font-semibold">{t(`field.${field}`)}</span>: {text(key)}
            </li>
          ) : null,
      )}
    </ul>
  );
}

function StockLines({ lines }: { lines: StockShort['lines'] }) {
  const { t, i18n } = useTranslation('checkout');
  const format = useFormat();
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-ink" data-testid="dialog-stock-lines">
      {lines.map((line) => (
        <li key={line.variant_id}>
          <span className="font-semibold">
            {localized(i18n.language, line.product_name, line.product_name_km)}
          </span>
          :{' '}
          {line.available > 0
            ? t('stock.line', {
                requested: format.number(line.requested),
                available: format.number(line.available),
              })
            : t('stock.line-none', { requested: format.number(line.requested) })}
        </li>
      ))}
    </ul>
  );
}

/**
 * One dialog at a time. `onClose` ends it; `onOpenCart` is the stock issue's way out; `onPlaced`
 * goes to the confirmation (the page also goes there by itself after a moment).
 */
export function CheckoutDialog({
  state,
  onClose,
  onOpenCart,
  onRefresh,
  onPlaced,
}: {
  state: CheckoutDialogState | null;
  onClose: () => void;
  onOpenCart: () => void;
  onRefresh: () => void;
  onPlaced: () => void;
}) {
  const { t } = useTranslation('checkout');
  const message = useErrorMessage();
  if (!state) return null;
  if (isPaymentDialog(state)) return <PaymentDialog state={state} onClose={onClose} />;

  const ok = (
    <DialogClose className={buttonStyles.primary} data-testid="dialog-ok">
      {t('dialog.ok')}
    </DialogClose>
  );
  const common = {
    open: true,
    role: 'alertdialog' as const,
    size: 'sm' as const,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
  };

  switch (state.kind) {
    case 'missing':
      return (
        <Dialog
          {...common}
          title={t('dialog.missing.title')}
          description={t('dialog.missing.body')}
          actions={ok}
          testId="dialog-missing"
        >
          <FieldList problems={state.problems} />
        </Dialog>
      );
    case 'missing-login':
      return (
        <Dialog
          {...common}
          title={t('dialog.missing.title')}
          description={message('please-enter-email-password')}
          actions={ok}
          testId="dialog-missing"
        />
      );
    case 'login-failed':
      return (
        <Dialog
          {...common}
          tone="error"
          // Document 2 §8: a login the server refused, or one that never reached it.
          title={
            isApiError(state.error) && state.error.status === 0
              ? t('dialog.login-error.title')
              : t('dialog.login-failed.title')
          }
          description={message(state.error)}
          actions={ok}
          testId="dialog-login-failed"
        />
      );
    case 'promo-invalid':
      return (
        <Dialog
          {...common}
          tone="error"
          title={t('dialog.promo-invalid.title')}
          description={message(state.error)}
          actions={ok}
          testId="dialog-promo-invalid"
        />
      );
    case 'missing-variant':
      return (
        <Dialog
          {...common}
          tone="error"
          title={t('dialog.missing-variant.title')}
          description={t('dialog.missing-variant.body', { ids: state.productIds.join(', ') })}
          testId="dialog-missing-variant"
          actions={
            <button type="button" className={buttonStyles.primary} onClick={onRefresh}>
              {t('dialog.refresh')}
            </button>
          }
        />
      );
    case 'validation':
      return (
        <Dialog
          {...common}
          tone="error"
          title={t('dialog.validation.title')}
          description={t('dialog.validation.body')}
          actions={ok}
          testId="dialog-validation"
        >
          {Object.keys(state.fields).length > 0 ? (
            <FieldList problems={state.fields} />
          ) : (
            <p className="text-sm text-ink">{message(state.error)}</p>
          )}
        </Dialog>
      );
    case 'stock':
      return (
        <Dialog
          {...common}
          tone="error"
          title={t('dialog.stock.title')}
          description={message('stock-issue')}
          testId="dialog-stock"
          actions={
            <>
              <DialogClose className={buttonStyles.secondary}>{t('dialog.close')}</DialogClose>
              <button type="button" className={buttonStyles.primary} onClick={onOpenCart}>
                {t('dialog.open-cart')}
              </button>
            </>
          }
        >
          {state.lines.length > 0 && <StockLines lines={state.lines} />}
        </Dialog>
      );
    case 'failed':
      return (
        <Dialog
          {...common}
          tone="error"
          title={t('dialog.failed.title')}
          description={message(state.error)}
          actions={ok}
          testId="dialog-failed"
        />
      );
    case 'placed':
      return (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) onPlaced();
          }}
          tone="success"
          size="sm"
          hideClose
          title={t('dialog.placed.title')}
          description={t('dialog.placed.body', { number: state.orderNo })}
          testId="dialog-placed"
          actions={
            <button type="button" className={buttonStyles.primary} onClick={onPlaced}>
              {t('dialog.placed.view')}
            </button>
          }
        />
      );
  }
}
