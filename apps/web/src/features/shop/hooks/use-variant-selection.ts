import { useState } from 'react';
import type { ProductDetail } from '@camtour/shared/schemas/shop';

type Variant = ProductDetail['variants'][number];
type VariantSource = Pick<ProductDetail, 'variants' | 'colors' | 'sizes'>;

/**
 * The variant of a colour and a size (document 2 §2): the one matching both, else the first
 * variant as the fallback. `exact` tells whether the combination really exists.
 */
export function matchVariant(
  variants: readonly Variant[],
  colorId: number | null,
  sizeId: number | null,
): { variant: Variant | null; exact: boolean } {
  const match = variants.find((v) => v.color_id === colorId && v.size_id === sizeId);
  if (match) return { variant: match, exact: true };
  return { variant: variants[0] ?? null, exact: false };
}

/** Whether a colour and size are sold together at all (shown disabled when not). */
export function combinationExists(
  variants: readonly Variant[],
  colorId: number | null,
  sizeId: number,
): boolean {
  return variants.some((v) => v.size_id === sizeId && (colorId === null || v.color_id === colorId));
}

/**
 * A colour change keeps the size when the new colour comes in it; otherwise the first size
 * that colour does come in.
 */
export function sizeForColor(
  product: VariantSource,
  colorId: number | null,
  sizeId: number | null,
): number | null {
  if (sizeId !== null && combinationExists(product.variants, colorId, sizeId)) return sizeId;
  const available = product.sizes.find((size) =>
    combinationExists(product.variants, colorId, size.id),
  );
  return available?.id ?? sizeId;
}

/** The first colour and the first size are preselected (document 2 §2). */
export function initialSelection(product: VariantSource): {
  colorId: number | null;
  sizeId: number | null;
} {
  const colorId = product.colors[0]?.id ?? null;
  return { colorId, sizeId: sizeForColor(product, colorId, product.sizes[0]?.id ?? null) };
}

export function useVariantSelection(product: VariantSource) {
  const [selection, setSelection] = useState(() => initialSelection(product));
  const { variant, exact } = matchVariant(product.variants, selection.colorId, selection.sizeId);
  return {
    colorId: selection.colorId,
    sizeId: selection.sizeId,
    variant,
    exact,
    selectColor: (colorId: number) =>
      setSelection((current) => ({
        colorId,
        sizeId: sizeForColor(product, colorId, current.sizeId),
      })),
    selectSize: (sizeId: number) => setSelection((current) => ({ ...current, sizeId })),
  };
}
