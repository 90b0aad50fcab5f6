import { useTranslation } from '@/lib/i18n-react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * Shown while a page's code loads (or where the catch-all route looks a category up): the shape
 * of a page frame, so nothing jumps, and the bar at the top that says the app is busy.
 */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <>
      <div
        className="fixed inset-x-0 top-0 z-[80] h-1 overflow-hidden"
        role="progressbar"
        aria-label={t('state.loading')}
      >
        <div className="h-full w-1/3 animate-pulse bg-sand-400" />
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6 lg:px-8" aria-busy="true">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-4 h-10 w-2/3 max-w-md" />
        <Skeleton className="mt-10 h-48 w-full" />
      </div>
    </>
  );
}
