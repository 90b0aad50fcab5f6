import { useParams } from 'react-router';
import { ShopListPage } from '@/features/shop/components/shop-list-page';

export function Component() {
  const { slug = '' } = useParams();
  // Keyed by the slug: another category starts with its own list and steps.
  return <ShopListPage key={slug} categorySlug={slug.toLowerCase()} />;
}
