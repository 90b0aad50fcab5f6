import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useInterval } from '@/lib/hooks/use-interval';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';

/** Document 3 §9: the carousel moves every 3 s by one card width plus 25 px. */
export const CAROUSEL_ADVANCE_MS = 3000;
export const CAROUSEL_GAP_PX = 25;

/** Where the next step lands: one card further, or back to the start after the last one. */
export function nextScrollLeft(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
  cardWidth: number,
): number {
  const step = cardWidth + CAROUSEL_GAP_PX;
  if (scrollLeft + clientWidth >= scrollWidth - 1) return 0;
  return Math.min(scrollLeft + step, scrollWidth - clientWidth);
}

export function previousScrollLeft(scrollLeft: number, cardWidth: number): number {
  return Math.max(0, scrollLeft - (cardWidth + CAROUSEL_GAP_PX));
}

interface TopViewedCarouselProps {
  label: string;
  /** One node per card. */
  items: readonly { key: number | string; node: ReactNode }[];
}

/** A row of cards that scrolls by itself every 3 s; hovering or focusing it holds it still. */
export function TopViewedCarousel({ label, items }: TopViewedCarouselProps) {
  const { t } = useTranslation('discovery');
  const track = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const moving = items.length > 1 && !hovered && !focused && !reducedMotion;

  const move = (direction: 1 | -1) => {
    const element = track.current;
    const card = element?.firstElementChild as HTMLElement | null | undefined;
    if (!element || !card) return;
    const left =
      direction === 1
        ? nextScrollLeft(
            element.scrollLeft,
            element.clientWidth,
            element.scrollWidth,
            card.offsetWidth,
          )
        : previousScrollLeft(element.scrollLeft, card.offsetWidth);
    element.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  useInterval(() => move(1), CAROUSEL_ADVANCE_MS, moving);

  const arrow =
    'grid size-10 place-items-center rounded-full border border-jungle-700/25 bg-white text-xl text-jungle-800 shadow-sm hover:bg-jungle-50';
  return (
    <div
      className="relative"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      // A group, not a region: it sits in the home section of the same name, and two landmarks
      // of one name leave a screen reader's landmark list ambiguous.
      role="group"
      data-testid="top-viewed-carousel"
      data-moving={moving}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ul
        ref={track}
        className="flex snap-x snap-mandatory gap-[25px] overflow-x-auto scroll-smooth pb-3 motion-reduce:scroll-auto"
      >
        {items.map((item) => (
          <li key={item.key} className="w-[17rem] shrink-0 snap-start sm:w-[18.5rem]">
            {item.node}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          className={arrow}
          onClick={() => move(-1)}
          aria-label={t('carousel.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={arrow}
          onClick={() => move(1)}
          aria-label={t('carousel.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
