import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cambodiaToday } from '@camtour/shared/domain/travel';
import { nextDay } from '@camtour/shared/domain/hotel-booking';
import type { HotelDetail } from '@camtour/shared/schemas/travel';
import { i18next } from '@/lib/i18n';
import { okEnvelope, stubFetch } from '@/test/fetch';
import { renderWithRouter } from '@/test/render';
import { validateHotelBooking } from '../lib/hotel-booking-rules';
import { HotelBookingForm } from './hotel-booking-form';
import { HotelStars } from './hotel-stars';

const fetchMock = stubFetch();

const room = (id: number, title: string, max_guests: number) => ({
  id,
  title,
  title_km: `${title} (km)`,
  description: '',
  description_km: '',
  image: `/api/media/rooms/${id}.svg`,
  price_range: '$30.00 - $40.00',
  price_min: 30,
  price_max: 40,
  max_guests,
});

const HOTEL: HotelDetail = {
  id: 7,
  slug: 'lotus-inn',
  name: 'Lotus Inn',
  name_km: 'ផ្ទះឈូក',
  type: 'hotel',
  stars: 3,
  description: '',
  description_km: '',
  address: '',
  address_km: '',
  thumbnail: '/api/media/hotels/7/0.svg',
  min_price: 30,
  max_price: 90,
  services: [],
  photos: [],
  meal: [],
  room_types: [room(11, 'Double', 2), room(12, 'Family room', 4)],
  locations: [],
  email: 'stay@lotus.example',
  phone: '+855 63 555 0000',
  lat: 13.36,
  lng: 103.86,
  map_url: 'https://www.google.com/maps/search/?api=1&query=13.360000,103.860000',
  rate_star: 0,
  review_count: 0,
  is_active: true,
  policies: { check_in: '2:00 PM', check_out: '12:00 PM', free_cancellation_hours: 24 },
};

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['travel', 'errors']);
});

const today = cambodiaToday();
const inDays = (n: number) => {
  let day = today;
  for (let i = 0; i < n; i++) day = nextDay(day);
  return day;
};
const filled = {
  check_in: inDays(5),
  check_out: inDays(7),
  room_type_id: '11',
  guests: '2',
  name: 'Dara Sok',
  email: 'dara@example.com',
  phone: '',
  note: '',
};

describe('the request to book rules', () => {
  it('adds the chosen room’s guest limit to the shared schema', () => {
    expect(validateHotelBooking(filled, today, HOTEL.room_types)).toEqual({});
    expect(validateHotelBooking({ ...filled, guests: '3' }, today, HOTEL.room_types)).toEqual({
      guests: 'hotel-booking-guests-too-many',
    });
    expect(
      validateHotelBooking({ ...filled, guests: '4', room_type_id: '12' }, today, HOTEL.room_types),
    ).toEqual({});
    expect(
      validateHotelBooking({ ...filled, check_out: filled.check_in }, today, HOTEL.room_types),
    ).toEqual({ check_out: 'hotel-booking-check-out-before-check-in' });
  });
});

describe('HotelBookingForm', () => {
  const form = () => screen.getByTestId('hotel-booking-form');
  const type = (label: RegExp | string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  /** The day, month and year selects of a date field (in the page's language). */
  const choose = (label: string, iso: string) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    const part = (name: string, value: number) =>
      fireEvent.change(screen.getByRole('combobox', { name: `${label}, ${name}` }), {
        target: { value: String(value) },
      });
    part('Year', year);
    part('Month', month);
    part('Day', day);
  };
  const chosen = (label: string) =>
    ['Day', 'Month', 'Year'].map(
      (name) =>
        (screen.getByRole('combobox', { name: `${label}, ${name}` }) as HTMLSelectElement).value,
    );

  it('shows translated errors and sends nothing while the form is incomplete', async () => {
    renderWithRouter(<HotelBookingForm hotel={HOTEL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send request to the hotel' }));
    await waitFor(() => expect(form()).toHaveTextContent('Please choose a valid check-in date.'));
    expect(form()).toHaveTextContent('Please choose a valid check-out date.');
    expect(form()).toHaveTextContent('Please enter your name (at least 2 characters).');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses a field, and says why', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          result: false,
          error: true,
          message: 'validation-failed',
          errors: { guests: ['hotel-booking-guests-too-many'] },
          data: { max_guests: 2 },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    renderWithRouter(<HotelBookingForm hotel={HOTEL} />);
    choose('Check-in', filled.check_in);
    choose('Check-out', filled.check_out);
    type('Your name', 'Dara Sok');
    type('E-mail address', 'dara@example.com');
    type(/^Note/, 'Late arrival');
    expect(screen.getByTestId('hotel-booking-nights')).toHaveTextContent('2 nights');
    fireEvent.click(screen.getByRole('button', { name: 'Send request to the hotel' }));
    await waitFor(() => expect(form()).toHaveTextContent('Too many guests for this room'));
    expect(screen.getByLabelText('Your name')).toHaveValue('Dara Sok');
    expect(screen.getByLabelText(/^Note/)).toHaveValue('Late arrival');
    expect(chosen('Check-in').join('-')).toBe(
      filled.check_in.split('-').reverse().map(Number).join('-'),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/web/hotels/7/booking');
    expect(JSON.parse(String(init!.body))).toEqual({
      ...filled,
      room_type_id: 11,
      guests: 2,
      note: 'Late arrival',
      lang: 'en',
    });
  });

  it('confirms where the answer will come, and clears the stay after a request is sent', async () => {
    fetchMock.mockResolvedValueOnce(okEnvelope({ id: 99 }));
    renderWithRouter(<HotelBookingForm hotel={HOTEL} />);
    choose('Check-in', filled.check_in);
    choose('Check-out', filled.check_out);
    type('Your name', 'Dara Sok');
    type('E-mail address', 'dara@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send request to the hotel' }));
    await waitFor(() =>
      expect(form()).toHaveTextContent('A copy is on its way to dara@example.com'),
    );
    expect(chosen('Check-in')).toEqual(['', '', '']);
    expect(screen.getByLabelText('Your name')).toHaveValue('Dara Sok');
  });

  it('offers no form for a hotel that takes no requests', () => {
    renderWithRouter(<HotelBookingForm hotel={{ ...HOTEL, is_active: false }} />);
    expect(screen.queryByTestId('hotel-booking-form')).toBeNull();
    expect(screen.getByTestId('hotel-booking-closed')).toHaveTextContent(
      'not taking requests through CamTour',
    );
  });
});

describe('HotelStars', () => {
  it('names the class as a label, not as a rating of stars', () => {
    renderWithRouter(<HotelStars stars={3} />);
    expect(screen.getByTestId('hotel-class')).toHaveTextContent('3-star hotel');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
