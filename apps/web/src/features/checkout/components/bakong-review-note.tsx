import { useTranslation } from '@/lib/i18n-react';
import type { BakongPayment } from '../hooks/use-bakong-payment';
import { shortHash } from '../lib/bank-payment';

/** The review's word on the KHQR: paid, and by which transaction. */
export function BakongReviewNote({ payment }: { payment: BakongPayment }) {
  const { t } = useTranslation('checkout');
  if (payment.phase !== 'paid') return null;
  const hash = payment.stored?.paid?.transaction_hash;
  return (
    <div className="mt-1 flex flex-col gap-2" data-testid="review-khqr">
      <p className="text-jungle-800">
        ✓ {t('bakong.paid')}
        {hash ? ` · ${t('bakong.transaction', { hash: shortHash(hash) })}` : null}
      </p>
    </div>
  );
}
