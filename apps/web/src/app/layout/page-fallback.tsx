import { Skeleton } from '@/components/ui/skeleton';

/** Shown while a page's code or catalogue loads; the shape of a page frame, so nothing jumps. */
export function PageFallback() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6 lg:px-8" aria-busy="true">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-4 h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-10 h-48 w-full" />
    </div>
  );
}

/** Before the router has resolved the first page (no translations may be loaded yet). */
export function BootFallback() {
  return <div className="boot-screen" role="status" aria-label="CamTour" />;
}
