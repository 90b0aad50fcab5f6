import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { toast } from '@/components/ui/toast-store';
import { useAddToCart, type AddToCartInput } from '../api/add-to-cart';
import { cartDrawer } from '../cart-drawer-store';
import { cartErrorText } from '../lib/cart-error';

/**
 * Add to cart as the product page uses it: visitors may add (DECISIONS D7). Success shows a
 * toast and opens the drawer; a refusal becomes the text the page shows beside the button.
 */
export function useAddToCartAction() {
  const { i18n } = useTranslation();
  const mutation = useAddToCart();
  const [error, setError] = useState<unknown>(null);

  const add = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      setError(null);
      try {
        await mutation.mutateAsync(input);
        toast.success(i18n.t('cart-item-added', { ns: 'errors' }));
        cartDrawer.open();
        return true;
      } catch (caught) {
        setError(caught);
        return false;
      }
    },
    [mutation, i18n],
  );

  return {
    add,
    pending: mutation.isPending,
    // Computed when shown, so a language switch re-renders it.
    error: error === null ? null : cartErrorText(error, i18n),
    reset: useCallback(() => setError(null), []),
  };
}
