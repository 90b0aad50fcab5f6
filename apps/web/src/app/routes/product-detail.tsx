import { Navigate, useParams } from 'react-router';
import { useAddToCartAction } from '@/features/cart/hooks/use-add-to-cart-action';
import { ProductDetailPage } from '@/features/shop/components/product-detail-page';
import { parsePositiveId } from '@camtour/shared/domain/ids';

/** Composes the two features: the product page, and the cart's add action it is handed. */
export function Component() {
  const { id = '' } = useParams();
  const purchase = useAddToCartAction();
  // No usable id: the shop list (document 2 §2); a well-formed unknown id shows "not found".
  const productId = parsePositiveId(id);
  if (productId === null) return <Navigate to="/product" replace />;
  return <ProductDetailPage productId={productId} purchase={purchase} />;
}
