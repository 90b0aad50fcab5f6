import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '@camtour/shared/domain/cart';
import { stockStatus } from '@camtour/shared/domain/catalog';
import type { ProductDetail } from '@camtour/shared/schemas/shop';
import { buttonStyles } from '@/components/ui/button-styles';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
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

/** Quantity (1 to the variant's stock), stock text and the add-to-cart button. */
export function PurchasePanel({ productId, variant, exact, purchase }: PurchasePanelProps) {
  const { t, i18n } = useTranslation('shop');
  const [wanted, setWanted] = useState(1);
  const [note, setNote] = useState<string | null>(null);
  const stock = exact && variant ? variant.qty : 0;
  const out = stockStatus(stock) === 'out_of_stock';
  const qty = Math.max(clampQuantity(wanted, stock), 1);

  const add = async () => {
    if (!variant || out) return;
    setNote(null);
    await purchase.add({ product_id: productId, variant_id: variant.id, qty });
  };

  return (
    <div
      className="flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-5"
      data-testid="purchase-panel"
    >
      {exact ? (
        <StockLabel qty={stock} showCount />
      ) : (
        <p className="text-sm font-medium text-red-700">{t('detail.combination-unavailable')}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="purchase-qty" className="text-sm font-semibold text-ink">
          {t('detail.quantity')}
        </label>
        <QuantityStepper
          id="purchase-qty"
          value={qty}
          max={Math.max(stock, 1)}
          disabled={out || purchase.pending}
          onChange={(next) => {
            setNote(null);
            purchase.reset();
            setWanted(next);
          }}
          onClamped={(rule) =>
            setNote(
              rule === 'quantity-min'
                ? i18n.t('quantity-min', { ns: 'errors' })
                : i18n.t('maximum-quantity-available', { ns: 'errors', count: stock }),
            )
          }
          label={t('detail.quantity')}
          decreaseLabel={t('quantity.decrease')}
          increaseLabel={t('quantity.increase')}
          testId="purchase-quantity"
        />
      </div>
      {note && (
        <p role="alert" className="text-sm text-sand-900">
          {note}
        </p>
      )}
      <button
        type="button"
        className={`${buttonStyles.primary} w-full py-3 text-base`}
        disabled={out || !variant || purchase.pending}
        onClick={() => void add()}
        data-testid="add-to-cart"
      >
        {purchase.pending ? t('detail.adding') : out ? t('stock.out') : t('detail.add-to-cart')}
      </button>
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
