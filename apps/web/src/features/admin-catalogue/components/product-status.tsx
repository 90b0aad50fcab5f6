import { useTranslation } from '@/lib/i18n-react';
import type { ProductStatus } from '@camtour/shared/schemas/admin-catalogue';
import { StatusPill } from '@/components/admin/status-pill';

/** "Published" or "Draft", as the list and the edit page show it. */
export function ProductStatusPill({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <StatusPill tone={status === 'published' ? 'good' : 'neutral'}>
      {t(status === 'published' ? 'status.published' : 'status.draft')}
    </StatusPill>
  );
}
