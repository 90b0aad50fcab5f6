import type { ReactNode } from 'react';

const TITLE_SIZES = { lg: 'text-lg', xl: 'text-xl', '2xl': 'text-2xl' } as const;

/** A boxed part of a page named by its heading (the box's look comes from `className`). */
export function Panel({
  id,
  title,
  titleSize = 'lg',
  className,
  testId,
  children,
}: {
  id: string;
  title: string;
  titleSize?: keyof typeof TITLE_SIZES;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className={`${TITLE_SIZES[titleSize]} font-bold leading-display text-jungle-900`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
