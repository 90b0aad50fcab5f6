import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocationCard as LocationCardData } from '@camtour/shared/schemas/travel';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { LocationCard } from './location-card';

const DAY = 86_400_000;
const named = { id: 1, name: 'Siem Reap', local_name: 'សៀមរាប', name_km: 'សៀមរាប' };

function place(id: number, change: Partial<LocationCardData>): LocationCardData {
  return {
    id,
    slug: `place-${id}`,
    name: `Place ${id}`,
    name_local: '',
    name_km: '',
    short_description: '',
    short_description_local: '',
    is_thumbnail: `/api/media/locations/${id}/0.svg`,
    category: { id: 1, slug: 'temples', name: 'Temples', name_km: 'ប្រាសាទ' },
    province: named,
    district: null,
    commune: null,
    village: null,
    rate_star: 4.2,
    review_count: 3,
    total_view: 1_200,
    lat: 13.4,
    lng: 103.9,
    created_at: new Date(Date.now() - 400 * DAY).toISOString(),
    ...change,
  };
}

const badgesOf = (name: string) => {
  const card = screen.getByRole('heading', { name }).closest('article') as HTMLElement;
  return within(card)
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('data-badge'));
};

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['discovery', 'common']);
});

describe('LocationCard', () => {
  it('shows the shared rule’s badges, two at most, and none on an ordinary place', () => {
    renderWithRouter(
      <>
        <LocationCard location={place(1, {})} />
        <LocationCard
          location={place(2, { rate_star: 4.8, review_count: 6, total_view: 86_420 })}
        />
        <LocationCard
          location={place(3, {
            created_at: new Date(Date.now() - 5 * DAY).toISOString(),
            rate_star: 5,
            review_count: 9,
            total_view: 40_000,
          })}
        />
        <LocationCard location={place(4, { rate_star: 3.6, total_view: 1 })} />
      </>,
    );
    expect(badgesOf('Place 1')).toEqual([]);
    expect(badgesOf('Place 2')).toEqual(['top-rated', 'popular']);
    expect(badgesOf('Place 3')).toEqual(['new', 'top-rated']);
    // Once "top rated" above 3.5 and "popular" at one view: no longer.
    expect(badgesOf('Place 4')).toEqual([]);
  });

  it('says a place has no reviews yet instead of showing 0.0 and grey stars', () => {
    renderWithRouter(
      <>
        <LocationCard location={place(5, { rate_star: 0, review_count: 0 })} />
        <LocationCard location={place(6, { rate_star: 4.5, review_count: 2 })} />
      </>,
    );
    const none = screen.getByRole('heading', { name: 'Place 5' }).closest('article')!;
    expect(none).toHaveTextContent('No reviews yet');
    expect(within(none as HTMLElement).queryByTestId('location-rating')).toBeNull();
    const rated = screen.getByRole('heading', { name: 'Place 6' }).closest('article')!;
    expect(within(rated as HTMLElement).getByTestId('location-rating')).toHaveTextContent('4.5');
    expect(rated).not.toHaveTextContent('No reviews yet');
  });
});
