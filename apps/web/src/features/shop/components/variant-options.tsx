import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { ProductDetail } from '@camtour/shared/schemas/shop';
import { combinationExists } from '../hooks/use-variant-selection';

interface VariantOptionsProps {
  product: Pick<ProductDetail, 'colors' | 'sizes' | 'variants'>;
  colorId: number | null;
  sizeId: number | null;
  onColor: (id: number) => void;
  onSize: (id: number) => void;
}

const optionBase =
  'flex items-center gap-2 rounded-full border-2 px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:border-dashed disabled:text-ink-muted/60 disabled:line-through';

/** Colour swatches with their names and the sizes; sizes a colour does not come in are disabled. */
export function VariantOptions({ product, colorId, sizeId, onColor, onSize }: VariantOptionsProps) {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language;
  const selectedColor = product.colors.find((color) => color.id === colorId);
  const selectedSize = product.sizes.find((size) => size.id === sizeId);
  return (
    <div className="flex flex-col gap-5">
      {product.colors.length > 0 && (
        <div role="radiogroup" aria-labelledby="color-label" data-testid="color-options">
          <p id="color-label" className="mb-2 text-sm font-semibold text-ink">
            {t('detail.color')}
            {selectedColor && (
              <span className="font-normal text-ink-muted">
                : {localized(lang, selectedColor.name, selectedColor.name_km)}
              </span>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            {product.colors.map((color) => {
              const selected = color.id === colorId;
              return (
                <button
                  key={color.id}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  onClick={() => onColor(color.id)}
                  className={`${optionBase} ${selected ? 'border-jungle-700 bg-jungle-50 text-jungle-900' : 'border-sand-200 bg-white text-ink hover:border-jungle-300'}`}
                >
                  <span
                    aria-hidden="true"
                    className="size-5 rounded-full ring-1 ring-black/15"
                    style={{ backgroundColor: color.hex }}
                  />
                  {localized(lang, color.name, color.name_km)}
                </button>
              );
            })}
          </div>
        </div>
      )}
      {product.sizes.length > 0 && (
        <div role="radiogroup" aria-labelledby="size-label" data-testid="size-options">
          <p id="size-label" className="mb-2 text-sm font-semibold text-ink">
            {t('detail.size')}
            {selectedSize && (
              <span className="font-normal text-ink-muted">
                : {localized(lang, selectedSize.size, selectedSize.size_km)}
              </span>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            {product.sizes.map((size) => {
              const selected = size.id === sizeId;
              const exists = combinationExists(product.variants, colorId, size.id);
              return (
                <button
                  key={size.id}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  disabled={!exists}
                  title={exists ? undefined : t('detail.size-unavailable')}
                  onClick={() => onSize(size.id)}
                  className={`${optionBase} ${selected ? 'border-jungle-700 bg-jungle-50 text-jungle-900' : 'border-sand-200 bg-white text-ink hover:border-jungle-300'}`}
                >
                  {localized(lang, size.size, size.size_km)}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
