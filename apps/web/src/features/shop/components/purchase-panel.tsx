import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { clampQuantity } from '@camtour/shared/domain/cart';
import { stockStatus } from '@camtour/shared/domain/catalog';
import type { ProductDetail } from '@camtour/shared/schemas/shop';
import { buttonStyles } from '@/components/ui/button-styles';
import { QuantityStepper, type QuantityProblem } from '@/components/ui/quantity-stepper';
import { useCart } from '@/entities/cart/get-cart';
import { StockLabel } from '@/entities/product/stock-label';

/**
 * What the product page needs from the cart. The route module passes the cart feature's
 * action in, so the shop does not import the cart (features stay independent).
 */
export interface PurchaseAction {
  add: (input: { product_id: number; variant_id: number; qty: number }) => Promise<boolean>;
  pending: boolean;
  /** The translated reason of the last refusal ("Not enough in stock. Available: 2"). */
  error: string | null;
  reset: () => void;
}

interface PurchasePanelProps {
  productId: number;
  variant: ProductDetail['variants'][number] | null;
  /** The chosen colour and size exist together. */
  exact: boolean;
  purchase: PurchaseAction;
}

/** How many of this variant the cart already holds (the server adds to that line). */
function useQtyInCart(variantId: number | null): number {
  const cart = useCart();
  if (variantId === null) return 0;
  return (cart.data?.items ?? [])
    .filter((item) => item.variantId === variantId)
    .reduce((sum, item) => sum + item.qty, 0);
}

/**
 * Quantity, stock text and the add-to-cart button. The server refuses an add that would put
 * more than the stock in the cart, so the most that can be chosen here is the stock less what
 * the cart already holds, and every sentence about it uses those same two numbers.
 */
export function PurchasePanel({ productId, variant, exact, purchase }: PurchasePanelProps) {
  const { t, i18n } = useTranslation('shop');
  const reasonId = useId();
  const [wanted, setWanted] = useState(1);
  const [typing, setTyping] = useState<QuantityProblem | null>(null);
  const stock = exact && variant ? variant.qty : 0;
  const inCart = useQtyInCart(exact && variant ? variant.id : null);
  const remaining = Math.max(stock - inCart, 0);
  const out = stockStatus(stock) === 'out_of_stock';
  const allInCart = !out && remaining === 0;
  const qty = Math.max(clampQuantity(wanted, remaining), 1);

  const add = async () => {
    if (!variant || out || allInCart || typing) return;
    if (await purchase.add({ product_id: productId, variant_id: variant.id, qty })) setWanted(1);
  };

  const problemText = (problem: QuantityProblem) => {
    if (problem === 'quantity-min') return i18n.t('quantity-min', { ns: 'errors' });
    if (inCart > 0) return t('detail.max-with-cart', { count: remaining, in_cart: inCart, stock });
    return i18n.t('maximum-quantity-available', { ns: 'errors', count: stock });
  };

  return (
    <div
      className="flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-5"
      data-testid="purchase-panel"
    >
      {exact ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StockLabel qty={stock} showCount />
          {inCart > 0 && !out && (
            <p className="text-sm text-ink-muted" data-testid="purchase-in-cart">
              {t('detail.in-cart', { count: inCart })}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm font-medium text-red-700">{t('detail.combination-unavailable')}</p>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <label htmlFor="purchase-qty" className="mt-3 text-sm font-semibold text-ink">
          {t('detail.quantity')}
        </label>
        <QuantityStepper
          id="purchase-qty"
          value={qty}
          max={Math.max(remaining, 1)}
          disabled={out || allInCart || purchase.pending}
          onChange={(next) => {
            purchase.reset();
            setWanted(next);
          }}
          problemText={problemText}
          onProblem={setTyping}
          label={t('detail.quantity')}
          decreaseLabel={t('quantity.decrease')}
          increaseLabel={t('quantity.increase')}
          testId="purchase-quantity"
        />
      </div>
      <button
        type="button"
        className={`${buttonStyles.primary} w-full py-3 text-base`}
        disabled={out || allInCart || !variant || typing !== null || purchase.pending}
        aria-describedby={allInCart ? reasonId : undefined}
        onClick={() => void add()}
        data-testid="add-to-cart"
      >
        {purchase.pending ? t('detail.adding') : out ? t('stock.out') : t('detail.add-to-cart')}
      </button>
      {allInCart && (
        <p id={reasonId} className="text-sm font-medium text-sand-900" data-testid="all-in-cart">
          {t('detail.all-in-cart', { count: stock })}
        </p>
      )}
      {purchase.error && (
        <p
          role="alert"
          className="text-sm font-medium text-red-700"
          data-testid="add-to-cart-error"
        >
          {purchase.error}
        </p>
      )}
    </div>
  );
}
