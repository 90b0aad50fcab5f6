import { useId, type ReactNode } from 'react';
import { SectionHeading, type HeadingSize } from './section';

/** The plain box: white, a light border (a place's budget, a hotel's policies). */
export const panelCardClass = 'rounded-3xl border border-sand-200 bg-white p-5';

/** A boxed part of a page named by its heading (the box's look comes from `className`). */
export function Panel({
  title,
  titleSize = 'lg',
  className,
  testId,
  children,
}: {
  title: string;
  titleSize?: HeadingSize;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <SectionHeading id={id} size={titleSize}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}
