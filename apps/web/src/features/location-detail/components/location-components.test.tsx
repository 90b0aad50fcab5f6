import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { BudgetCard } from './budget-card';
import type { BookingValues } from '../lib/booking-fields';
import { validateBooking } from '../lib/booking-rules';
import { LocationHero } from './location-hero';
import { ProductsTab } from './products-tab';
import { RelatedLocations } from './related-locations';

beforeAll(async () => {
  await i18next.loadNamespaces(['travel', 'reviews']);
});
afterEach(() => {
  vi.useRealTimers();
});

const named = { id: 8, name: 'Siem Reap', local_name: 'សៀមរាប', name_km: 'សៀមរាប' };

function place(photos: number): LocationDetail {
  return {
    id: 1,
    slug: 'angkor-wat',
    name: 'Angkor Wat',
    name_local: 'ប្រាសាទអង្គរវត្ត',
    name_km: 'ប្រាសាទអង្គរវត្ត',
    short_description: 'The largest temple.',
    short_description_local: 'ប្រាសាទធំបំផុត។',
    is_thumbnail: '/p/0.svg',
    category: { id: 1, slug: 'temples', name: 'Temples', name_km: 'ប្រាសាទ' },
    province: named,
    district: named,
    commune: null,
    village: null,
    rate_star: 4.7,
    review_count: 7,
    total_view: 86_421,
    lat: 13.4125,
    lng: 103.867,
    created_at: '2025-01-01T00:00:00Z',
    local_name: 'ប្រាសាទអង្គរវត្ត',
    description: 'Built in the 12th century.',
    description_local: 'សាងសង់ក្នុងសតវត្សរ៍ទី១២។',
    photos: Array.from({ length: photos }, (_, i) => ({ photo_url: `/p/${i}.svg` })),
    tags: [],
    lot: 103.867,
    url_location: null,
    map_url: 'https://maps.example/?q=1',
    min_money: 148_000,
    max_money: 440_000,
    stars: [],
    products: [],
    active_travel_activities: [],
    same_district_locations: [],
    same_category_locations: [],
    weather: {
      month: 11,
      typical: true,
      high_c: 30,
      low_c: 23,
      rain_mm: 60,
      rainy_days: 6,
      condition: 'sunny',
      next_months: [],
    },
  };
}

describe('hero carousel', () => {
  it('moves every 5 seconds, and not while hovered', () => {
    vi.useFakeTimers();
    renderWithRouter(<LocationHero location={place(3)} onViewMap={() => {}} />);
    const carousel = screen.getByTestId('hero-carousel');
    expect(carousel).toHaveAttribute('data-index', '0');
    act(() => vi.advanceTimersByTime(4999));
    expect(carousel).toHaveAttribute('data-index', '0');
    act(() => vi.advanceTimersByTime(1));
    expect(carousel).toHaveAttribute('data-index', '1');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(15_000));
    expect(carousel).toHaveAttribute('data-index', '1');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(carousel).toHaveAttribute('data-index', '2');
    act(() => vi.advanceTimersByTime(5000));
    expect(carousel).toHaveAttribute('data-index', '0');
  });

  it('shows a single picture without controls for one photo, and views as K', () => {
    renderWithRouter(<LocationHero location={place(1)} onViewMap={() => {}} />);
    expect(screen.queryByTestId('hero-carousel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.getByTestId('hero-views')).toHaveTextContent('86.4K views');
  });

  it('has the favorite heart beside the title', () => {
    renderWithRouter(<LocationHero location={place(1)} onViewMap={() => {}} />);
    const heart = screen.getByRole('button', { name: 'Add Angkor Wat to favorites' });
    expect(heart).toHaveAttribute('data-testid', 'favorite-toggle');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.previousElementSibling).toBe(screen.getByRole('heading', { level: 1 }));
  });
});

describe('budget and counts', () => {
  it('shows riel and the dollar value at 4,000 riel per dollar', () => {
    render(<BudgetCard minRiel={148_000} maxRiel={440_000} />);
    expect(screen.getByTestId('budget-riel')).toHaveTextContent('148,000 – 440,000 riel');
    expect(screen.getByTestId('budget-usd')).toHaveTextContent('About $37.00 – $110.00');
  });

  it('shows related places with K and M counts', () => {
    renderWithRouter(
      <RelatedLocations
        title="More places"
        testId="related"
        items={[
          { id: 2, name: 'Bayon', name_local: 'បាយ័ន', is_thumbnail: '/b.svg', total_view: 64_210 },
          {
            id: 3,
            name: 'Ta Prohm',
            name_local: 'តាព្រហ្ម',
            is_thumbnail: '/t.svg',
            total_view: 1_250_000,
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /Bayon/ })).toHaveAttribute(
      'href',
      '/location/detail/2',
    );
    expect(screen.getByRole('link', { name: /Bayon/ })).toHaveTextContent('64.2K views');
    expect(screen.getByRole('link', { name: /Ta Prohm/ })).toHaveTextContent('1.3M views');
  });
});

describe('products tab', () => {
  const product = (color: string, qty: number) => ({
    product_id: qty + 1,
    product_name: `Pack ${color}`,
    product_name_km: 'កាបូប',
    color,
    color_km: 'ពណ៌',
    size: '20 L',
    size_km: '២០ លីត្រ',
    price: 34.9,
    qty,
    is_thumbnail: '/x.svg',
  });

  it('labels red "featured", others "regular", and styles low stock under 10', () => {
    renderWithRouter(<ProductsTab products={[product('Red', 22), product('Orange', 4)]} />);
    const [red, orange] = screen.getAllByTestId('location-product');
    expect(red).toHaveAttribute('href', '/product/detail/23');
    expect(within(red!).getByTestId('product-label')).toHaveTextContent('Featured');
    expect(within(red!).getByTestId('product-stock')).toHaveAttribute('data-low', 'false');
    expect(red).toHaveTextContent('$34.90');
    expect(within(orange!).getByTestId('product-label')).toHaveTextContent('Regular');
    expect(within(orange!).getByTestId('product-stock')).toHaveAttribute('data-low', 'true');
    expect(within(orange!).getByTestId('product-stock')).toHaveTextContent('Only 4 left');
  });

  it('says so when there is no gear', () => {
    renderWithRouter(<ProductsTab products={[]} />);
    expect(screen.getByTestId('products-empty')).toBeInTheDocument();
  });
});

describe('booking form rules', () => {
  const today = '2026-03-10';
  const valid: BookingValues = {
    name: 'Sok Dara',
    email: 'dara@example.com',
    date: '2026-03-12',
    party_size: '2',
    note: '',
  };

  it('accepts a valid request', () => {
    expect(validateBooking(valid, today, 10)).toEqual({});
    expect(validateBooking({ ...valid, date: today }, today, null)).toEqual({});
  });

  it('names each bad field', () => {
    expect(
      validateBooking(
        { name: ' a ', email: 'nope', date: '', party_size: '0', note: '' },
        today,
        10,
      ),
    ).toEqual({
      name: 'booking-name-required',
      email: 'email-invalid',
      date: 'booking-date-invalid',
      party_size: 'booking-party-size-invalid',
    });
    expect(validateBooking({ ...valid, date: '2026-03-09' }, today, 10)).toEqual({
      date: 'booking-date-past',
    });
  });

  it('keeps the group within the activity’s limit', () => {
    expect(validateBooking({ ...valid, party_size: '11' }, today, 10)).toEqual({
      party_size: 'booking-party-size-too-large',
    });
    expect(validateBooking({ ...valid, party_size: '11' }, today, null)).toEqual({});
  });
});
