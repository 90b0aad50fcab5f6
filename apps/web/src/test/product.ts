import type { ProductCard } from '@camtour/shared/schemas/shop';

/**
 * A product card as the shop's lists send it: published in January 2026, $39.00, in stock, not
 * reviewed yet. `change` sets what a test is about; the dollar fields follow the cents.
 */
export function testProductCard(id: number, change: Partial<ProductCard> = {}): ProductCard {
  const card: ProductCard = {
    id,
    product_id: id,
    code: `CT-TST-${String(id).padStart(3, '0')}`,
    name: `Product ${id}`,
    name_km: '',
    name_local: '',
    product_name: `Product ${id}`,
    product_name_km: '',
    price: 0,
    price_cents: 39_00,
    original_price: null,
    original_price_cents: null,
    status: 'published',
    thumbnail: `/api/media/products/${id}/0.svg`,
    is_thumbnail: `/api/media/products/${id}/0.svg`,
    brand: {
      id: 1,
      slug: 'kulen',
      name: 'Kulen',
      name_km: '',
      brand_km: '',
      brand_type: 'local',
    },
    category: { id: 1, slug: 'bottles', name: 'Bottles', name_km: '' },
    category_id: 1,
    product_category_id: 1,
    total_views: 0,
    sold: 0,
    rating: 0,
    review_count: 0,
    total_stock: 12,
    stock_status: 'in_stock',
    created_at: '2026-01-01T00:00:00Z',
    ...change,
  };
  return {
    ...card,
    price: card.price_cents / 100,
    original_price: card.original_price_cents === null ? null : card.original_price_cents / 100,
  };
}
