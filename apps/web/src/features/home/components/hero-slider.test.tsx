import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationCard } from '@camtour/shared/schemas/travel';
import { i18next } from '@/lib/i18n';
import { HERO_ROTATE_MS, HeroSlider } from './hero-slider';

const place = (id: number, name: string) =>
  ({
    id,
    name,
    name_km: `${name} km`,
    is_thumbnail: `/api/media/locations/${id}/0.svg`,
    province: { id: 8, name: 'Siem Reap', local_name: 'សៀមរាប', name_km: 'សៀមរាប' },
  }) as LocationCard;

const PLACES = [place(1, 'Angkor Wat'), place(2, 'Bayon'), place(3, 'Ta Prohm'), place(4, 'Kep')];

beforeAll(async () => {
  await i18next.loadNamespaces(['discovery']);
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const caption = () => screen.getByTestId('hero-caption').textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderSlider() {
  return render(
    <MemoryRouter>
      <HeroSlider locations={PLACES}>
        <input aria-label="search" />
      </HeroSlider>
    </MemoryRouter>,
  );
}

describe('HeroSlider', () => {
  it('shows 3 banners and moves to the next every 5 s, round and round', () => {
    renderSlider();
    expect(screen.getAllByRole('button', { name: /^Show / })).toHaveLength(3);
    expect(caption()).toBe('Angkor Wat');
    tick(HERO_ROTATE_MS - 1);
    expect(caption()).toBe('Angkor Wat');
    tick(1);
    expect(caption()).toBe('Bayon');
    tick(HERO_ROTATE_MS);
    expect(caption()).toBe('Ta Prohm');
    tick(HERO_ROTATE_MS);
    expect(caption()).toBe('Angkor Wat');
  });

  it('draws the shown banner and the next one, the third only ahead of its turn', () => {
    const { container } = renderSlider();
    // The banners (a place's second photo), not the thumbnails under them (its first).
    const pictures = () =>
      [...container.querySelectorAll('img')]
        .map((img) => img.getAttribute('src'))
        .filter((src) => src?.includes('/1.webp'));
    // As WebP: a phone paints an SVG picture on its main thread (decision 036).
    expect(pictures()).toEqual([
      '/api/media/locations/1/1.webp?w=960',
      '/api/media/locations/2/1.webp?w=960',
    ]);
    tick(HERO_ROTATE_MS);
    expect(pictures()).toEqual([
      '/api/media/locations/1/1.webp?w=960',
      '/api/media/locations/2/1.webp?w=960',
      '/api/media/locations/3/1.webp?w=960',
    ]);
  });

  it('holds still while hovered or focused, and gives a picked slide its full 5 s', () => {
    renderSlider();
    const slider = screen.getByTestId('hero-slider');
    fireEvent.mouseEnter(slider);
    tick(HERO_ROTATE_MS * 3);
    expect(caption()).toBe('Angkor Wat');
    fireEvent.mouseLeave(slider);
    tick(HERO_ROTATE_MS);
    expect(caption()).toBe('Bayon');

    fireEvent.focusIn(screen.getByLabelText('search'));
    tick(HERO_ROTATE_MS * 2);
    expect(caption()).toBe('Bayon');
    fireEvent.focusOut(screen.getByLabelText('search'));

    tick(HERO_ROTATE_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Show Angkor Wat' }));
    expect(caption()).toBe('Angkor Wat');
    tick(HERO_ROTATE_MS - 1);
    expect(caption()).toBe('Angkor Wat');
    tick(1);
    expect(caption()).toBe('Bayon');
  });

  it('stops with the pause button', () => {
    renderSlider();
    fireEvent.click(screen.getByTestId('hero-pause'));
    tick(HERO_ROTATE_MS * 2);
    expect(caption()).toBe('Angkor Wat');
  });

  it('does not move for visitors who ask for reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      renderSlider();
      tick(HERO_ROTATE_MS * 2);
      expect(caption()).toBe('Angkor Wat');
    } finally {
      window.matchMedia = original;
    }
  });
});
