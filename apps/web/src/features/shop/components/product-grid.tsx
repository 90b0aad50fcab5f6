import type { ProductCard as ProductCardData } from '@camtour/shared/schemas/shop';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard } from '@/entities/product/product-card';

const LAYOUT = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3',
  list: 'flex flex-col gap-4',
} as const;

export function ProductGrid({
  products,
  now,
  layout,
  label,
}: {
  products: readonly ProductCardData[];
  now: Date;
  layout: 'grid' | 'list';
  label: string;
}) {
  return (
    <ul className={LAYOUT[layout]} aria-label={label} data-layout={layout}>
      {products.map((product, index) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} now={now} layout={layout} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  layout,
  count = 6,
}: {
  layout: 'grid' | 'list';
  count?: number;
}) {
  return (
    <div className={LAYOUT[layout]} aria-hidden="true" data-testid="products-loading">
      {Array.from({ length: count }, (_, index) =>
        layout === 'grid' ? (
          <div
            key={index}
            className="flex flex-col gap-3 rounded-3xl border border-sand-200 bg-white p-3"
          >
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : (
          <div key={index} className="flex gap-4 rounded-3xl border border-sand-200 bg-white p-3">
            <Skeleton className="size-32 shrink-0" />
            <div className="flex flex-1 flex-col gap-3 py-2">
              <Skeleton className="h-4 w-1/4" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-1/3" />
            </div>
          </div>
        ),
      )}
    </div>
  );
}
