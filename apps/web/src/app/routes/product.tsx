import { ShopListPage } from '@/features/shop/components/shop-list-page';

export function Component() {
  return <ShopListPage />;
}
