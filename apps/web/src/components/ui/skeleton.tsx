export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-xl bg-sand-200/70 ${className}`} />
  );
}

const MEDIA = {
  /** A photo beside the text (a place, a hotel). */
  wide: { grid: 'lg:grid-cols-[3fr_2fr]', media: 'aspect-[16/10]', extra: [] },
  /** A product's square picture, as wide as the text, which ends with the purchase box. */
  square: { grid: 'lg:grid-cols-2 lg:gap-12', media: 'aspect-square', extra: ['h-40 w-full'] },
} as const;

/** The text beside the picture: kicker, title, a line, a paragraph, the buttons. */
const DETAIL_LINES = ['h-4 w-1/4', 'h-10 w-3/4', 'h-5 w-1/3', 'h-24 w-full', 'h-10 w-1/2'];

/** A detail page while it loads: its picture and text, then its tabs when it has them. */
export function DetailSkeleton({
  media = 'wide',
  tabs = false,
  testId,
}: {
  /** `wide` unless said otherwise. */
  media?: keyof typeof MEDIA;
  tabs?: boolean;
  testId: string;
}) {
  return (
    <div aria-hidden="true" data-testid={testId}>
      <div className={`grid gap-8 ${MEDIA[media].grid}`}>
        <Skeleton className={`${MEDIA[media].media} w-full rounded-3xl`} />
        <div className="flex flex-col gap-4">
          {[...DETAIL_LINES, ...MEDIA[media].extra].map((line) => (
            <Skeleton key={line} className={line} />
          ))}
        </div>
      </div>
      {tabs && (
        <>
          <Skeleton className="mt-12 h-12 w-full" />
          <Skeleton className="mt-8 h-64 w-full" />
        </>
      )}
    </div>
  );
}
