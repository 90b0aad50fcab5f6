import { useEffect, useRef } from 'react';

/**
 * A new question or day replaces the old one in place: bring its heading into view (on a phone
 * the Next button is far below it) and give it focus, so a screen reader reads the new question.
 */
export function useStepHeading<T extends HTMLElement>(step: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    if (heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [step]);
  return ref;
}
