import { Skeleton } from '@/components/ui/skeleton';

/** The checkout's shape while who is buying and the cart are being read. */
export function CheckoutSkeleton() {
  return (
    <div
      aria-busy="true"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      data-testid="checkout-loading"
    >
      <div className="flex flex-col gap-4">
        <Skeleton className="h-14" />
        <Skeleton className="h-96" />
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}
