import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminLocation, AdminPlacesOptions } from '@camtour/shared/schemas/admin-places';
import { ApiError } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { LocationForm } from './location-form';

const options: AdminPlacesOptions = {
  provinces: [{ id: 8, name_en: 'Siem Reap', name_km: 'សៀមរាប' }],
  categories: [{ id: 1, slug: 'temple', name_en: 'Temple', name_km: 'ប្រាសាទ' }],
  tags: [{ id: 3, slug: 'sunrise', name_en: 'Sunrise', name_km: 'ថ្ងៃរះ' }],
  hotel_types: ['hotel'],
  difficulties: ['easy'],
  districts: [],
  communes: [],
  villages: [],
};

beforeAll(async () => {
  await i18next.loadNamespaces(['admin', 'admin-places', 'errors']);
});
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ result: true, error: false, message: 'success', data: options }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function fill(label: RegExp | string, value: string, index = 0) {
  fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });
}

async function fillValidPlace() {
  await screen.findByRole('option', { name: 'Temple' });
  fill(/^Name English$/, 'Hidden Falls');
  fill(/^Name ខ្មែរ$/, 'ទឹកធ្លាក់');
  fill('Category', '1');
  fill('Province', '8');
  fill('Latitude', '13.4');
  fill('Longitude', '103.9');
}

describe('LocationForm', () => {
  it('checks with the route schema before sending: coordinates outside Cambodia stay on their field', async () => {
    const mutateAsync = vi.fn();
    renderWithRouter(
      <LocationForm
        location={null}
        save={{ mutateAsync, isPending: false, error: null, isSuccess: false }}
      />,
    );
    await fillValidPlace();
    fill('Latitude', '104');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(i18next.t('field-too-large', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('shows the server refusal in place and keeps what was typed', async () => {
    const mutateAsync = vi
      .fn<(input: unknown) => Promise<AdminLocation>>()
      .mockRejectedValue(new ApiError(409, 'place-slug-taken'))
      .mockRejectedValueOnce(
        new ApiError(400, 'validation-failed', { category_id: ['category-not-found'] }),
      );
    renderWithRouter(
      <LocationForm
        location={null}
        save={{ mutateAsync, isPending: false, error: null, isSuccess: false }}
      />,
    );
    await fillValidPlace();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0]![0]).toMatchObject({
      name_en: 'Hidden Falls',
      category_id: 1,
      province_id: 8,
      lat: 13.4,
      district_id: null,
    });
    expect(
      await screen.findByText(i18next.t('category-not-found', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Name English$/)[0]).toHaveValue('Hidden Falls');
    expect(screen.getByLabelText('Latitude')).toHaveValue(13.4);
  });
});
