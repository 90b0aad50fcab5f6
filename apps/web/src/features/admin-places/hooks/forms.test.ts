import { describe, expect, it } from 'vitest';
import type { AdminGuide } from '@camtour/shared/schemas/admin-places';
import {
  ACTIVITY_FORM,
  activityValues,
  GUIDE_FORM,
  guideValues,
  HOTEL_CREATE_FORM,
  hotelValues,
  ROOM_FORM,
  roomValues,
} from './forms';
import { fieldFor, placeResolver, type FormShape } from './place-form';

const resolve = async <V extends object>(shape: FormShape<never>, values: V) =>
  (await placeResolver(shape as never)(values as never, undefined, {} as never)) as {
    errors: Record<string, unknown>;
  };

describe('the places forms', () => {
  it('turn typed dollars into exact cents (0.29 is 29, not 28.99…)', () => {
    const input = ROOM_FORM.toInput({
      ...roomValues(null),
      price_min: '0.29',
      price_max: '$1,200.5',
    });
    expect(input).toMatchObject({ price_min_cents: 29, price_max_cents: 120_050 });
  });

  it('show a price the shared schema refuses on the dollars field, not on price_cents', async () => {
    const { errors } = await resolve(ROOM_FORM, {
      ...roomValues(null),
      title_en: 'Garden room',
      title_km: 'បន្ទប់',
      price_min: '50',
      price_max: '40',
    });
    expect(Object.keys(errors)).toEqual(['price_max']);
    expect((errors.price_max as { message: string }).message).toBe('price-range-invalid');
    const typo = await resolve(ROOM_FORM, { ...roomValues(null), price_min: 'abc', price_max: '' });
    expect(Object.keys(typo.errors)).toEqual(expect.arrayContaining(['price_min', 'price_max']));
  });

  it('read activity lists one item a line, blank lines dropped', () => {
    const values = {
      ...activityValues(null),
      price: '12.5',
      included: { en: 'Water\n\n  Guide  ', km: 'ទឹក' },
    };
    expect(ACTIVITY_FORM.toInput(values)).toMatchObject({
      price_cents: 1250,
      included: { en: ['Water', 'Guide'], km: ['ទឹក'] },
    });
  });

  it('turn the tips form into the stored sections: a blank section is null', () => {
    const guide: AdminGuide = {
      tips_en: {
        best_time_to_visit: 'Dry season',
        local_contacts: { Police: '117' },
        currency_and_budget: null,
        local_transportation: { shortDistances: 'Tuk-tuk', longDistances: 'Bus', tip: 'Haggle' },
        what_to_pack: ['Hat'],
        local_etiquette: { greeting: 'Sampeah', customs: ['Shoes off'] },
        what_on_sale: null,
      },
      tips_km: {
        best_time_to_visit: null,
        local_contacts: null,
        currency_and_budget: null,
        local_transportation: null,
        what_to_pack: null,
        local_etiquette: null,
        what_on_sale: null,
      },
    };
    const round = GUIDE_FORM.toInput(guideValues(guide));
    expect(round).toEqual(guide);
  });

  it('put an error of a list item on the field that shows the list', () => {
    expect(fieldFor('tips_en.what_to_pack.3', GUIDE_FORM)).toBe('tips_en.what_to_pack');
    expect(fieldFor('included.en.0', ACTIVITY_FORM)).toBe('included.en');
    expect(fieldFor('rooms.0.price_max_cents', HOTEL_CREATE_FORM)).toBe('room.price_max');
    expect(fieldFor('rooms.0.title_en', HOTEL_CREATE_FORM)).toBe('room.title_en');
    expect(fieldFor('services.2.km', HOTEL_CREATE_FORM)).toBe('services.2.km');
    expect(fieldFor('nothing', HOTEL_CREATE_FORM)).toBeNull();
  });

  it('check a new hotel and its first room with the route schema', async () => {
    const { errors } = await resolve(HOTEL_CREATE_FORM, {
      ...hotelValues(null),
      name_en: 'Lotus',
      name_km: 'ឈូក',
      address_en: 'Street 1',
      address_km: 'ផ្លូវ ១',
      province_id: 8,
      lat: 13.36,
      lng: 103.86,
      email: 'a@b.example',
      phone: '+855 12 345 678',
    });
    expect(Object.keys(errors)).toEqual(['room']);
    expect(Object.keys(errors.room as object).sort()).toEqual([
      'price_max',
      'price_min',
      'title_en',
      'title_km',
    ]);
  });
});
