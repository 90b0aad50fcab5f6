import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import {
  CAROUSEL_ADVANCE_MS,
  nextScrollLeft,
  previousScrollLeft,
  TopViewedCarousel,
} from './top-viewed-carousel';

beforeAll(async () => {
  await i18next.loadNamespaces(['discovery']);
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('carousel steps', () => {
  it('moves one card width plus 25 px, and back to the start after the end', () => {
    expect(nextScrollLeft(0, 900, 3000, 280)).toBe(305);
    expect(nextScrollLeft(305, 900, 3000, 280)).toBe(610);
    // The last step stops at the end, the next one goes back to the start.
    expect(nextScrollLeft(2000, 900, 3000, 280)).toBe(2100);
    expect(nextScrollLeft(2100, 900, 3000, 280)).toBe(0);
    expect(previousScrollLeft(305, 280)).toBe(0);
    expect(previousScrollLeft(100, 280)).toBe(0);
  });
});

describe('TopViewedCarousel', () => {
  function setup() {
    const items = [1, 2, 3, 4].map((id) => ({ key: id, node: <span>Place {id}</span> }));
    render(<TopViewedCarousel label="Most viewed" items={items} />);
    const track = screen.getByRole('list');
    const scrollTo = vi.fn();
    Object.assign(track, { scrollTo });
    Object.defineProperties(track, {
      clientWidth: { value: 900, configurable: true },
      scrollWidth: { value: 3000, configurable: true },
    });
    Object.defineProperty(track.firstElementChild, 'offsetWidth', { value: 280 });
    return { track, scrollTo };
  }

  it('scrolls by itself every 3 s and holds still while hovered', () => {
    const { scrollTo } = setup();
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ left: 305, behavior: 'smooth' });

    const region = screen.getByTestId('top-viewed-carousel');
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS * 3));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('has previous and next buttons', () => {
    const { scrollTo } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Next places' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 305, behavior: 'smooth' });
  });
});
