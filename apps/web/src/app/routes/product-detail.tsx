import { Navigate, useParams } from 'react-router';
import { useAddToCartAction } from '@/features/cart/hooks/use-add-to-cart-action';
import { ProductDetailPage } from '@/features/shop/components/product-detail-page';

/** Composes the two features: the product page, and the cart's add action it is handed. */
export function Component() {
  const { id = '' } = useParams();
  const purchase = useAddToCartAction();
  // No usable id: the shop list (document 2 §2); a well-formed unknown id shows "not found".
  if (!/^[1-9]\d{0,9}$/.test(id)) return <Navigate to="/product" replace />;
  return <ProductDetailPage productId={Number(id)} purchase={purchase} />;
}
