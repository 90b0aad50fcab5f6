import { useTranslation } from '@/lib/i18n-react';
import { Spinner } from '@/components/ui/spinner';

/** What a back-office page or block shows in its place while its data first loads. */
export function AdminLoading() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid min-h-40 place-items-center">
      <Spinner label={t('state.loading')} showLabel />
    </div>
  );
}
