import { useTranslation } from 'react-i18next';
import { localized } from '@camtour/shared/domain/localize';
import type { CartItem } from '@camtour/shared/schemas/shop';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
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
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) {
          remove.reset();
          onClose();
        }
      }}
      role="alertdialog"
      size="sm"
      title={t('cart.remove.title')}
      description={t('cart.remove.body', { name })}
      testId="remove-line-dialog"
      actions={
        <>
          <DialogClose className={buttonStyles.secondary} disabled={remove.isPending}>
            {t('cart.remove.cancel')}
          </DialogClose>
          <button
            type="button"
            onClick={confirm}
            disabled={remove.isPending}
            className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
          >
            {remove.isPending ? t('cart.remove.pending') : t('cart.remove.confirm')}
          </button>
        </>
      }
    >
      {remove.isError && <FormAlert tone="error">{cartErrorText(remove.error, i18n)}</FormAlert>}
    </Dialog>
  );
}
