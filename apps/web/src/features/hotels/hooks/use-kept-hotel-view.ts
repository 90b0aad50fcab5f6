import { useCallback, useEffect, useState } from 'react';

interface KeptView {
  galleryIndex: number;
  scrollY: number;
}

/*
 * Document 1 §2: the hotel page keeps its state when left and re-entered. The state is small
 * (the photo shown and how far down the page was), so it is kept per hotel for the tab's life.
 */
const kept = new Map<number, KeptView>();

export function forgetKeptHotelViews(): void {
  kept.clear();
}

export function keptHotelView(hotelId: number): KeptView | undefined {
  return kept.get(hotelId);
}

/** The gallery index and the scroll position of one hotel's page, restored when it comes back. */
export function useKeptHotelView(hotelId: number, ready: boolean) {
  const [galleryIndex, setIndexState] = useState(() => kept.get(hotelId)?.galleryIndex ?? 0);

  const setGalleryIndex = useCallback(
    (next: number) => {
      setIndexState(next);
      kept.set(hotelId, { scrollY: kept.get(hotelId)?.scrollY ?? 0, galleryIndex: next });
    },
    [hotelId],
  );

  useEffect(() => {
    if (!ready) return;
    const saved = kept.get(hotelId)?.scrollY ?? 0;
    const path = window.location.pathname;
    const onScroll = () => {
      // Once the URL names another page, its scrolling is not this page's.
      if (window.location.pathname !== path) return;
      kept.set(hotelId, {
        galleryIndex: kept.get(hotelId)?.galleryIndex ?? 0,
        scrollY: window.scrollY,
      });
    };
    // After the shell's own scroll-to-top of a new visit: back to where the visitor was.
    const frame = requestAnimationFrame(() => {
      if (saved > 0 && Math.abs(window.scrollY - saved) > 2) {
        window.scrollTo({ top: saved, behavior: 'instant' });
      }
      window.addEventListener('scroll', onScroll, { passive: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [hotelId, ready]);

  return { galleryIndex, setGalleryIndex };
}
