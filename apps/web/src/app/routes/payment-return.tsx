import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { PaymentReturnPage } from '@/features/payment-return/components/payment-return-page';
import { RoutePage } from '../route-page';

/** /payment-return?md5= (document 2 §2; alias /payment/return): where the bank app returns. */
export function Component() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  return (
    <RoutePage intro={t('return.intro')}>
      <PaymentReturnPage md5={params.get('md5')} outcome={params.get('payment')} />
    </RoutePage>
  );
}
