import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  CHECKOUT_STEPS,
  arrivalStep,
  canOpenStep,
  furthestStep,
  stepProblems,
  type CheckoutField,
  type CheckoutProblems,
  type CheckoutProgress,
  type CheckoutStep,
} from '@camtour/shared/domain/checkout-steps';
import type { PaymentMethod } from '@camtour/shared/domain/checkout';
import type { DeliveryOption } from '@camtour/shared/schemas/orders';
import { usePendingPayment } from '@/entities/payment/pending-payment';
import { useSession } from '@/lib/session';
import { FIELD_STEP, type FieldErrors, type FormField } from '../lib/order-failure';
import {
  NO_PAYMENT_FLOW,
  SUPPORTED_PAYMENT_METHODS,
  initialFlow,
  type PaymentFlowState,
} from '../lib/payment-methods';
import { useCheckoutDraft, type DraftAction } from './use-checkout-draft';

/** The field an edit changes: its server error goes away once the user touches it. */
function fieldOf(action: DraftAction): FormField | null {
  switch (action.type) {
    case 'contact':
    case 'address':
      return action.field;
    case 'notes':
    case 'delivery':
    case 'currency':
    case 'terms':
    case 'payment':
      return action.type;
    case 'promo':
      return 'promo';
    default:
      return null;
  }
}

/** The step whose errors a field shows with. */
const stepOfField = (field: CheckoutField | FormField): CheckoutStep =>
  field === 'account' ? 'account' : FIELD_STEP[field];

/**
 * The checkout's state: the saved draft, who is buying, which steps are open, and which field
 * shows which error (a rule's once the user left the field or tried to go on; the server's until
 * the field is edited).
 */
export function useCheckoutForm(offered: readonly DeliveryOption[] | undefined) {
  const session = useSession();
  const { draft, dispatch, finish } = useCheckoutDraft();
  const pending = usePendingPayment();
  const [flows, setFlows] = useState<Partial<Record<PaymentMethod, PaymentFlowState>>>({});
  const [shownSteps, setShownSteps] = useState<ReadonlySet<CheckoutStep>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const profile = session.status === 'authenticated' ? session.profile : null;
  const signedIn = profile !== null;

  // A delivery kept from an earlier visit that is no longer offered is dropped.
  const deliveryOffered =
    draft.delivery !== null && (!offered || offered.some((o) => o.id === draft.delivery));
  useEffect(() => {
    if (offered && draft.delivery && !deliveryOffered)
      dispatch({ type: 'delivery', delivery: null });
  }, [offered, draft.delivery, deliveryOffered, dispatch]);

  // A signed-in buyer's names and phone come from the profile; the e-mail is the account's.
  useEffect(() => {
    if (profile) dispatch({ type: 'prefill', profile });
  }, [profile, dispatch]);

  // Each method keeps its own flow: a KHQR paid, then cash picked and bakong again, stays paid.
  const flow = draft.payment
    ? (flows[draft.payment] ?? initialFlow(draft.payment, pending))
    : NO_PAYMENT_FLOW;
  const setFlow = useCallback(
    (method: PaymentMethod, state: PaymentFlowState) =>
      setFlows((all) => (all[method] === state ? all : { ...all, [method]: state })),
    [],
  );

  const progress: CheckoutProgress = useMemo(
    () => ({
      signedIn,
      guest: draft.guest,
      contact: draft.contact,
      address: draft.address,
      delivery: deliveryOffered ? draft.delivery : null,
      payment: draft.payment,
      supportedPayments: SUPPORTED_PAYMENT_METHODS,
      paymentReady: flow.ready,
      terms: draft.terms,
    }),
    [signedIn, draft, deliveryOffered, flow.ready],
  );

  // The step on arrival (document 2 §4), once it is known who is buying.
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (arrived || session.status === 'loading') return;
    setArrived(true);
    dispatch({ type: 'step', step: arrivalStep(progress, draft.step) });
  }, [arrived, session.status, progress, draft.step, dispatch]);

  const step: CheckoutStep = canOpenStep(draft.step, progress)
    ? draft.step
    : furthestStep(progress);

  const problems: CheckoutProblems = useMemo(
    () => Object.assign({}, ...CHECKOUT_STEPS.map((s) => stepProblems(s, progress))),
    [progress],
  );

  const update = useCallback(
    (action: DraftAction) => {
      const field = fieldOf(action);
      if (field)
        setServerErrors((errors) => (field in errors ? { ...errors, [field]: undefined } : errors));
      dispatch(action);
    },
    [dispatch],
  );

  const touch = useCallback(
    (field: FormField) =>
      setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field))),
    [],
  );

  /** The error key a field shows now, if any. */
  const errorKeyOf = useCallback(
    (field: FormField): string | undefined => {
      const server = serverErrors[field];
      if (server) return server;
      const rule = problems[field as CheckoutField];
      if (!rule) return undefined;
      return touched.has(field) || shownSteps.has(stepOfField(field)) ? rule : undefined;
    },
    [serverErrors, problems, touched, shownSteps],
  );

  /** Marks a step's missing fields; returns what it misses (empty: the step is complete). */
  const check = useCallback(
    (target: CheckoutStep): CheckoutProblems => {
      const missing = stepProblems(target, progress);
      if (Object.keys(missing).length > 0) setShownSteps((steps) => new Set(steps).add(target));
      return missing;
    },
    [progress],
  );

  const goTo = useCallback(
    (target: CheckoutStep) => {
      if (canOpenStep(target, progress)) dispatch({ type: 'step', step: target });
    },
    [progress, dispatch],
  );

  /** The server's field errors of a refused order: marked, and the first step holding one opened. */
  const showServerErrors = useCallback(
    (errors: FieldErrors) => {
      setServerErrors(errors);
      const steps = (Object.keys(errors) as FormField[]).map((field) => FIELD_STEP[field]);
      const first = CHECKOUT_STEPS.find((s) => steps.includes(s));
      if (first) dispatch({ type: 'step', step: first });
    },
    [dispatch],
  );

  return {
    draft,
    dispatch,
    update,
    finish,
    profile,
    /** Who is buying is known and the arrival step is set: the steps may be shown. */
    arrived,
    progress,
    step,
    problems,
    flow,
    setFlow,
    touch,
    errorKeyOf,
    check,
    goTo,
    showServerErrors,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
