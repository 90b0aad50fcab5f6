import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { centsToDollars } from '@camtour/shared/domain/money';
import type { CartItem } from '@camtour/shared/schemas/shop';
import { buttonStyles } from '@/components/ui/button-styles';
import { BusyOverlay } from '@/components/ui/busy-overlay';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useCart } from '@/entities/cart/get-cart';
import { cartDrawer, useCartDrawerOpen } from '../cart-drawer-store';
import { useCheckoutFlow } from '../hooks/use-checkout-flow';
import { CartIcon } from './cart-icon';
import { CartLine } from './cart-line';
import { RemoveLineDialog } from './remove-line-dialog';

function EmptyCart() {
  const { t } = useTranslation('shop');
  return (
    <div
      className="flex flex-col items-center gap-4 px-4 py-12 text-center"
      data-testid="cart-empty"
    >
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-sand-100 text-sand-700"
      >
        <CartIcon className="size-8" />
      </span>
      <div>
        <p className="text-lg font-semibold text-jungle-900">{t('cart.empty.title')}</p>
        <p className="mt-1 text-ink-muted">{t('cart.empty.body')}</p>
      </div>
      <Link to="/product" onClick={cartDrawer.close} className={buttonStyles.primary}>
        {t('cart.empty.cta')}
      </Link>
    </div>
  );
}

/** The global cart drawer (document 2 §2), opened from the header's cart icon. */
export function CartDrawer() {
  const { t } = useTranslation('shop');
  const open = useCartDrawerOpen();
  const navigate = useNavigate();
  const format = useFormat();
  const message = useErrorMessage();
  const cart = useCart();
  const [removing, setRemoving] = useState<CartItem | null>(null);

  const flow = useCheckoutFlow({
    onEmpty: useCallback(() => toast.error(t('cart.empty-notice')), [t]),
    onBlocked: useCallback(() => toast.error(t('cart.blocked-notice')), [t]),
    closeDrawer: cartDrawer.close,
    goToCheckout: useCallback(() => void navigate('/checkout'), [navigate]),
  });

  const items = cart.data?.items ?? [];
  return (
    <>
      <RadixDialog.Root open={open} onOpenChange={cartDrawer.setOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-[55] bg-jungle-950/40 animate-route-fade" />
          <RadixDialog.Content
            aria-modal="true"
            aria-describedby={undefined}
            data-testid="cart-drawer"
            // Escape in a refused quantity puts its number back (the stepper does it); only a
            // second Escape closes the drawer.
            onEscapeKeyDown={(event) => {
              if (
                event.target instanceof HTMLElement &&
                event.target.getAttribute('aria-invalid') === 'true'
              )
                event.preventDefault();
            }}
            className="fixed inset-y-0 right-0 z-[56] flex w-full max-w-md flex-col bg-sand-50 shadow-2xl outline-none animate-route-slide-left"
          >
            {/* 4.5rem high: toasts start just under it (see the toaster). */}
            <div className="flex h-18 shrink-0 items-center justify-between gap-3 border-b border-sand-200 bg-white px-5">
              <RadixDialog.Title className="text-xl font-bold leading-display text-jungle-900">
                {t('cart.title')}
                {cart.data && cart.data.count > 0 && (
                  <span className="ml-2 text-base font-medium text-ink-muted">
                    {t('cart.items', { count: cart.data.count })}
                  </span>
                )}
              </RadixDialog.Title>
              <RadixDialog.Close
                className="grid size-10 place-items-center rounded-full text-2xl leading-none text-ink-muted hover:bg-sand-100 hover:text-ink"
                aria-label={t('cart.close')}
              >
                ×
              </RadixDialog.Close>
            </div>

            <div className="flex-1 overflow-y-auto px-4 py-4">
              {cart.isPending ? (
                <div className="flex flex-col gap-3" aria-busy="true">
                  <span className="sr-only">{t('cart.loading')}</span>
                  {[0, 1].map((key) => (
                    <Skeleton key={key} className="h-28" />
                  ))}
                </div>
              ) : cart.isError && !cart.data ? (
                <ErrorState
                  message={message(cart.error)}
                  onRetry={() => void cart.refetch()}
                  retrying={cart.isFetching}
                />
              ) : items.length === 0 ? (
                <EmptyCart />
              ) : (
                <ul className="flex flex-col gap-3" aria-label={t('cart.lines')}>
                  {items.map((item) => (
                    <CartLine key={item.cart_item_id} item={item} onRemove={setRemoving} />
                  ))}
                </ul>
              )}
            </div>

            <div className="border-t border-sand-200 bg-white px-5 py-4">
              {cart.data?.has_issues && (
                <p className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800" role="note">
                  {t('cart.issues-note')}
                </p>
              )}
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-ink">{t('cart.subtotal')}</span>
                <span className="text-xl font-bold text-jungle-900" data-testid="cart-subtotal">
                  {format.usd(centsToDollars(cart.data?.subtotal_cents ?? 0))}
                </span>
              </div>
              <p className="mt-1 text-xs text-ink-muted">{t('cart.subtotal-note')}</p>
              <button
                type="button"
                className={`${buttonStyles.primary} mt-4 w-full`}
                disabled={cart.isPending}
                onClick={() => flow.start(cart.data)}
              >
                {t('cart.checkout')}
              </button>
            </div>
            <RemoveLineDialog item={removing} onClose={() => setRemoving(null)} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <BusyOverlay
        open={flow.proceeding}
        title={t('cart.proceeding.title')}
        body={t('cart.proceeding.body')}
        testId="checkout-proceeding"
      />
    </>
  );
}
