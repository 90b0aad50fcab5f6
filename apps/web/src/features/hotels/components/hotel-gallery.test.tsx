import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { HotelGallery, thumbnailWindow } from './hotel-gallery';

const PHOTOS = Array.from({ length: 8 }, (_, i) => `/api/media/hotels/1/${i}.svg`);

function Harness() {
  const [index, setIndex] = useState(0);
  return <HotelGallery photos={PHOTOS} name="Lotus Inn" index={index} onIndex={setIndex} />;
}

beforeAll(async () => {
  await i18next.loadNamespaces(['travel']);
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const shown = () => screen.getByTestId('hotel-gallery').getAttribute('data-index');

describe('hotel gallery', () => {
  it('advances every 4 seconds and wraps', () => {
    render(<Harness />);
    expect(shown()).toBe('0');
    act(() => vi.advanceTimersByTime(3999));
    expect(shown()).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('1');
    for (let i = 0; i < 7; i += 1) act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toBe('0');
  });

  it('pauses while the pointer is over it', () => {
    render(<Harness />);
    fireEvent.mouseEnter(screen.getByTestId('hotel-gallery'));
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toBe('0');
    fireEvent.mouseLeave(screen.getByTestId('hotel-gallery'));
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toBe('1');
  });

  it('shows six thumbnails and a modal with previous, next, counter and keyboard', () => {
    render(<Harness />);
    expect(screen.getAllByTestId('hotel-thumbnail')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    fireEvent.click(screen.getByTestId('hotel-gallery-main'));
    expect(screen.getByTestId('hotel-modal-counter')).toHaveTextContent('3 / 8');
    // The modal holds the gallery still.
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByTestId('hotel-modal-counter')).toHaveTextContent('3 / 8');
    fireEvent.keyDown(screen.getByTestId('hotel-gallery-modal'), { key: 'ArrowRight' });
    expect(screen.getByTestId('hotel-modal-counter')).toHaveTextContent('4 / 8');
    fireEvent.keyDown(screen.getByTestId('hotel-gallery-modal'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByTestId('hotel-gallery-modal'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('hotel-modal-counter')).toHaveTextContent('2 / 8');
  });

  it('keeps the current photo inside the six thumbnails', () => {
    expect(thumbnailWindow(0, 8)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(thumbnailWindow(7, 8)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(thumbnailWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(thumbnailWindow(2, 4)).toEqual([0, 1, 2, 3]);
  });
});
