import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import {
  CHECKOUT_STEPS,
  offeredDeliveries,
  placeOrderBlock,
  stepIndex,
  type CheckoutStep,
} from '@camtour/shared/domain/checkout-steps';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CART_QUERY_KEY, useCart } from '@/entities/cart/get-cart';
import { useErrorMessage } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useDeliveryOptions } from '../api/get-delivery-options';
import { useQuote } from '../api/get-quote';
import { useBakongPayment } from '../hooks/use-bakong-payment';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useInlineLogin } from '../hooks/use-inline-login';
import { confirmationPath, usePlaceOrderFlow } from '../hooks/use-place-order-flow';
import { usePromo } from '../hooks/use-promo';
import { lineProblems } from '../lib/cart-lines';
import type { OrderFailure } from '../lib/order-failure';
import { linesWithoutVariant, placeOrderBody, quoteRequest } from '../lib/order-payload';
import { NO_PAYMENT_FLOW, SUPPORTED_PAYMENT_METHODS } from '../lib/payment-methods';
import { AccountStep } from './account-step';
import { BakongReviewNote } from './bakong-review-note';
import { CheckoutSkeleton } from './checkout-skeleton';
import { CheckoutDialog, type CheckoutDialogState } from './checkout-dialog';
import { CheckoutStepper } from './checkout-stepper';
import { DetailsStep } from './details-step';
import { KhqrModal } from './khqr-modal';
import { LineProblems } from './line-problems';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { PendingPaymentNotice } from './pending-payment-notice';
import { ReviewStep } from './review-step';

/** A guest's e-mail goes into the quote (promo "once per customer") once the typing pauses. */
const EMAIL_SETTLE_MS = 600;

/**
 * /checkout (document 2 §2, §4, §5, §8; D7, D13): four steps that unlock in order, the summary
 * of the server's quote beside them, and one dialog at a time for what the user must know.
 * `onOpenCart` opens the cart drawer (another feature: the app hands it in).
 */
export function CheckoutPage({ onOpenCart }: { onOpenCart: () => void }) {
  const { t, i18n } = useTranslation('checkout');
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const cart = useCart();
  const deliveries = useDeliveryOptions();
  const offered = useMemo(
    () =>
      deliveries.data ? offeredDeliveries(deliveries.data, SUPPORTED_PAYMENT_METHODS) : undefined,
    [deliveries.data],
  );
  const form = useCheckoutForm(offered);
  const { draft, dispatch, progress, step, profile } = form;
  const [dialog, setDialog] = useState<CheckoutDialogState | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  const guestEmail = useDebouncedValue(profile ? null : draft.contact.email, EMAIL_SETTLE_MS);
  const quoteInput = quoteRequest(
    { delivery: progress.delivery, promo: draft.promo, currency: draft.currency },
    cart.data,
    guestEmail,
  );
  const quote = useQuote(quoteInput);
  const freshQuote = quote.isPlaceholderData ? undefined : quote.data;

  const onPromoRefused = useCallback(
    (error: unknown) => setDialog({ kind: 'promo-invalid', error }),
    [],
  );
  const promo = usePromo(
    form,
    { data: quote.data, input: quoteInput, current: !quote.isPlaceholderData },
    onPromoRefused,
  );

  const refreshOrder = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['checkout', 'quote'] });
  }, [queryClient]);

  const onFailure = useCallback(
    (failure: OrderFailure) => {
      switch (failure.kind) {
        case 'validation':
          form.showServerErrors(failure.fields);
          setDialog(failure);
          return;
        case 'stock':
          refreshOrder();
          setDialog(failure);
          return;
        case 'promo':
          promo.refusedByOrder(failure.error);
          setDialog({ kind: 'promo-invalid', error: failure.error });
          return;
        case 'payment':
          // An amount the payment does not cover: the summary shows the order's total again.
          refreshOrder();
          setDialog(failure);
          return;
        case 'failed':
          setDialog(failure);
      }
    },
    [form, promo, refreshOrder],
  );
  const order = usePlaceOrderFlow(form, onFailure);

  const lang = i18n.language === 'km' ? 'km' : 'en';
  const accountEmail = profile?.email ?? null;
  // The order a KHQR would place now: sent with the QR request, the server places it once paid.
  const bakongBody =
    quoteInput && cart.data && progress.delivery
      ? placeOrderBody({ ...draft, delivery: progress.delivery, payment: 'bakong' }, cart.data, {
          accountEmail,
          lang,
          flow: NO_PAYMENT_FLOW,
        })
      : null;

  const { setFlow } = form;
  const bakong = useBakongPayment({
    active: draft.payment === 'bakong',
    body: bakongBody,
    terms: draft.terms,
    quote: freshQuote,
    onFlow: useCallback((state) => setFlow('bakong', state), [setFlow]),
    onDialog: setDialog,
    onFailure,
    onPlaced: order.succeed,
    onRefreshOrder: refreshOrder,
  });
  // Document 2 §8: a bank order without a confirmed payment is "Payment Required".
  const needsPayment = draft.payment === 'bakong' && !form.flow.ready;

  useEffect(() => {
    if (order.placed) setDialog({ kind: 'placed', orderNo: order.placed.order_no });
  }, [order.placed]);

  // Document 2 §5: every line needs a variant; said once for each set of such lines.
  const missingIds = useMemo(() => (cart.data ? linesWithoutVariant(cart.data) : []), [cart.data]);
  const missingShown = useRef('');
  useEffect(() => {
    const ids = missingIds.join(',');
    if (ids && ids !== missingShown.current && !order.placed) {
      missingShown.current = ids;
      setDialog({ kind: 'missing-variant', productIds: missingIds });
    }
  }, [missingIds, order.placed]);

  const login = useInlineLogin({
    onMissing: useCallback(() => setDialog({ kind: 'missing-login' }), []),
    onFailed: useCallback((error: unknown) => setDialog({ kind: 'login-failed', error }), []),
    onSignedIn: useCallback(
      (user: UserProfile) => {
        // In the same render as the step, so the fields never show empty first.
        dispatch({ type: 'prefill', profile: user });
        dispatch({ type: 'step', step: 'details' });
      },
      [dispatch],
    ),
  });

  // The step's heading takes the focus when the step changes, so the move is announced.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<CheckoutStep | null>(null);
  useEffect(() => {
    if (!heading.current) return;
    if (shownStep.current !== null && shownStep.current !== step) heading.current.focus();
    shownStep.current = step;
  });

  const next = (from: CheckoutStep) => {
    const missing = form.check(from);
    if (from === 'payment' && needsPayment && missing.payment === 'payment-required') {
      setDialog({ kind: 'payment', error: 'payment-required' });
      return;
    }
    if (Object.keys(missing).length > 0) {
      setDialog({ kind: 'missing', problems: missing });
      return;
    }
    const following = CHECKOUT_STEPS[stepIndex(from) + 1];
    if (following) dispatch({ type: 'step', step: following });
  };

  if (order.placed) {
    return (
      <div
        className="rounded-3xl border border-jungle-200 bg-jungle-50 p-8 text-center"
        data-testid="checkout-placed"
      >
        <p className="text-lg font-semibold text-jungle-900">
          {t('placed.title', { number: order.placed.order_no })}
        </p>
        <Link
          to={confirmationPath(order.placed.order_no)}
          className={`${buttonStyles.primary} mt-5`}
        >
          {t('dialog.placed.view')}
        </Link>
        <CheckoutDialog
          state={dialog}
          onClose={closeDialog}
          onOpenCart={onOpenCart}
          onRefresh={refreshOrder}
          onPlaced={order.goToConfirmation}
        />
      </div>
    );
  }

  if (!form.arrived || cart.isPending) return <CheckoutSkeleton />;
  if (!cart.data) {
    return (
      <ErrorState
        message={message(cart.error)}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  }
  if (cart.data.items.length === 0) {
    // The server empties the cart when it places a paid KHQR order: the payment is still shown.
    if (bakong.following)
      return (
        <div className="flex flex-col gap-6">
          <PendingPaymentNotice payment={bakong} />
          <CheckoutDialog
            state={dialog}
            onClose={closeDialog}
            onOpenCart={onOpenCart}
            onRefresh={refreshOrder}
            onPlaced={order.goToConfirmation}
          />
          <KhqrModal payment={bakong} />
        </div>
      );
    return (
      <EmptyState
        title={t('empty.title')}
        body={t('empty.body')}
        testId="checkout-empty"
        action={
          <Link to="/product" className={`${buttonStyles.primary} mt-5`}>
            {t('empty.cta')}
          </Link>
        }
      />
    );
  }

  const problems = lineProblems(cart.data, freshQuote);
  const block = placeOrderBlock(
    progress,
    {
      lines: cart.data.items.length,
      missingVariant: missingIds.length > 0,
      stockProblem: problems.length > 0 || Boolean(freshQuote?.has_problems),
    },
    order.placing,
  );
  const errorText = (field: Parameters<typeof form.errorKeyOf>[0]) => {
    const key = form.errorKeyOf(field);
    return key ? message(key) : undefined;
  };
  const chosenDelivery = offered?.find((option) => option.id === progress.delivery);

  const back = stepIndex(step) > 0 && (
    <button
      type="button"
      className={buttonStyles.ghost}
      onClick={() => form.goTo(CHECKOUT_STEPS[stepIndex(step) - 1]!)}
    >
      {t('nav.back')}
    </button>
  );
  const continueButton = (
    <button type="button" className={buttonStyles.primary} onClick={() => next(step)}>
      {t('nav.continue')}
    </button>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        {!(step === 'payment' && draft.payment === 'bakong') && (
          <PendingPaymentNotice payment={bakong} />
        )}
        <CheckoutStepper current={step} progress={progress} onOpen={form.goTo} />
        <section
          aria-labelledby="checkout-step-title"
          className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8"
          data-testid={`checkout-step-${step}`}
        >
          <h2
            id="checkout-step-title"
            ref={heading}
            tabIndex={-1}
            className="mb-6 text-2xl font-bold leading-display text-jungle-900 outline-none"
          >
            {t(`steps.${step}`)}
          </h2>

          {step === 'account' && (
            <AccountStep
              profile={profile}
              loginEmail={draft.loginEmail}
              onLoginEmail={(value) => dispatch({ type: 'login-email', value })}
              onLogin={login.submit}
              loggingIn={login.pending}
              onGuest={() => dispatch({ type: 'guest' })}
              onContinue={() => next('account')}
            />
          )}

          {step === 'details' && (
            <DetailsStep
              form={form}
              cart={cart.data}
              problems={problems}
              onOpenCart={onOpenCart}
              deliveries={{
                options: offered,
                error: deliveries.isError ? message(deliveries.error) : null,
                retry: () => void deliveries.refetch(),
                retrying: deliveries.isFetching,
              }}
              deliveryError={errorText('delivery')}
              promo={{
                applying: promo.applying,
                error: promo.problem ? message(promo.problem) : errorText('promo'),
                apply: promo.apply,
                remove: promo.remove,
                input: promo.input,
              }}
            />
          )}

          {step === 'payment' && (
            <PaymentStep
              form={form}
              quote={freshQuote}
              flows={{ bakong }}
              error={errorText('payment')}
              termsError={errorText('terms')}
            />
          )}

          {step === 'review' && (
            <ReviewStep
              form={form}
              notice={<LineProblems problems={problems} onOpenCart={onOpenCart} />}
              paymentNote={draft.payment === 'bakong' && <BakongReviewNote payment={bakong} />}
              delivery={chosenDelivery}
              block={block}
              placing={order.placing || (draft.payment === 'bakong' && bakong.placing)}
              termsError={errorText('terms')}
              onPlace={() => {
                // The review opens only once the KHQR is paid (checkout-steps); never send one unpaid.
                if (needsPayment) {
                  setDialog({ kind: 'payment', error: 'payment-required' });
                  return;
                }
                // A paid KHQR's order is the one sent with the QR: it is asked for again.
                if (draft.payment === 'bakong') bakong.place();
                else if (block === null)
                  order.place(
                    placeOrderBody(draft, cart.data!, { accountEmail, lang, flow: form.flow }),
                  );
              }}
            />
          )}

          {step !== 'account' && (
            <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-5">
              <span>{back}</span>
              {step !== 'review' && continueButton}
            </div>
          )}
        </section>
      </div>

      <OrderSummary
        cart={cart.data}
        quote={{
          data: quote.data,
          wanted: quoteInput !== null,
          fetching: quote.isFetching,
          error: quote.error,
          retry: () => void quote.refetch(),
        }}
      />

      <CheckoutDialog
        state={dialog}
        onClose={closeDialog}
        onOpenCart={() => {
          setDialog(null);
          onOpenCart();
        }}
        onRefresh={() => {
          setDialog(null);
          refreshOrder();
        }}
        onPlaced={order.goToConfirmation}
      />
      <KhqrModal payment={bakong} />
    </div>
  );
}
