import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { CartItem } from '@camtour/shared/schemas/shop';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { cartErrorText } from '../lib/cart-error';

/** Removing a line is confirmed first (document 2 §2). */
export function RemoveLineDialog({
  item,
  onClose,
}: {
  item: CartItem | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('shop');
  const remove = useRemoveCartItem();
  const name = item ? localized(i18n.language, item.name, item.name_km) : '';

  const confirm = () => {
    if (!item) return;
    remove.mutate(item.cart_item_id, {
      onSuccess: () => {
        toast.success(i18n.t('cart-item-removed', { ns: 'errors' }));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={item !== null}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={confirm}
      busy={remove.isPending}
      danger
      title={t('cart.remove.title')}
      description={t('cart.remove.body', { name })}
      labels={{
        confirm: t('cart.remove.confirm'),
        cancel: t('cart.remove.cancel'),
        busy: t('cart.remove.pending'),
      }}
      testId="remove-line-dialog"
    >
      {remove.isError && <FormAlert tone="error">{cartErrorText(remove.error, i18n)}</FormAlert>}
    </ConfirmDialog>
  );
}
