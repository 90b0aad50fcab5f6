import type { ReactNode } from 'react';

const TITLE_SIZE = { base: 'text-base', lg: 'text-lg' } as const;

/**
 * A white card with a heading, the block back-office pages are built from. The overview's small
 * tiles take a `base` title; a record's sections (an order's customer, payment…) a larger one.
 */
export function AdminCard({
  title,
  titleSize = 'lg',
  testId,
  children,
}: {
  title: string;
  titleSize?: keyof typeof TITLE_SIZE;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
      data-testid={testId}
    >
      <h2 className={`${TITLE_SIZE[titleSize]} font-semibold text-jungle-900`}>{title}</h2>
      {children}
    </section>
  );
}
