import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, CatalogueOptions } from '@camtour/shared/schemas/admin-catalogue';
import { i18next } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { ProductEditPage } from './product-edit-page';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const options: CatalogueOptions = {
  categories: [{ id: 3, slug: 'tents', name_en: 'Camping Tents', name_km: 'តង់' }],
  brands: [{ id: 5, slug: 'orvik', name: 'Orvik Mountain', name_km: 'អ័រវិក' }],
  colors: [{ id: 1, slug: 'black', name_en: 'Black', name_km: 'ខ្មៅ', hex: '#111111' }],
  sizes: [{ id: 2, slug: 'm', size_en: 'M', size_km: 'M' }],
};

const draft: AdminProduct = {
  id: 12,
  code: 'CT-NEW-1',
  category_id: 3,
  brand_id: 5,
  category: { id: 3, name_en: 'Camping Tents', name_km: 'តង់' },
  brand: { id: 5, name: 'Orvik Mountain', name_km: 'អ័រវិក' },
  name_en: 'Rain Poncho',
  name_km: 'អាវភ្លៀង',
  description_en: 'Dry.',
  description_km: 'ស្ងួត។',
  specs: [],
  price_cents: 1990,
  original_price_cents: null,
  status: 'draft',
  photo_count: 0,
  photos: [],
  variants: [],
  total_stock: 0,
  rating: 0,
  review_count: 0,
  sold: 0,
  total_views: 0,
  publish_blockers: ['product-needs-variant', 'product-needs-photo'],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

function answer(url: string) {
  if (url.startsWith('/api/admin/catalogue/options')) return envelope(200, 'success', options);
  if (url.startsWith('/api/admin/products/12/stock-movements'))
    return envelope(200, 'success', {
      movements: [],
      pagination: { total: 0, current_page: 1, last_page: 1, per_page: 50 },
    });
  if (url.startsWith('/api/admin/products/12')) return envelope(200, 'success', draft);
  if (url === '/api/admin/products') return envelope(200, 'success', draft);
  return envelope(404, 'not-found');
}

const routes = [
  { path: '/admin/products/new', element: <ProductEditPage /> },
  { path: '/admin/products/:id', element: <ProductEditPage /> },
];

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['admin-catalogue', 'admin', 'errors']);
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => answer(String(input)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ProductEditPage', () => {
  it('at /admin/products/new creates a draft and goes to its page', async () => {
    const router = renderRoutes(routes, '/admin/products/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New product' }),
    ).toBeInTheDocument();
    const set = (id: string, value: string) =>
      fireEvent.change(document.getElementById(id)!, { target: { value } });
    set('product-code', 'CT-NEW-1');
    set('product-category_id', '3');
    set('product-brand_id', '5');
    set('bilingual-name_en', 'Rain Poncho');
    set('bilingual-name_km', 'អាវភ្លៀង');
    set('bilingual-description_en', 'Dry.');
    set('bilingual-description_km', 'ស្ងួត។');
    set('product-price', '19.90');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/12'));
    const create = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(create[1]?.body))).toMatchObject({
      price_cents: 1990,
      code: 'CT-NEW-1',
    });
  });

  it('shows a draft with why it cannot be published, its empty gallery and variants', async () => {
    renderRoutes(routes, '/admin/products/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rain Poncho' }),
    ).toBeInTheDocument();
    const blockers = screen.getByTestId('publish-blockers');
    expect(
      within(blockers).getByText(i18next.t('product-needs-variant', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(
      within(blockers).getByText(i18next.t('product-needs-photo', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByText('No photo yet: add one to be able to publish.')).toBeInTheDocument();
    expect(screen.queryByTestId('view-in-shop')).toBeNull();
  });

  it('says a product is not found for an address that is not an id', async () => {
    renderRoutes(routes, '/admin/products/abc');
    expect(
      await screen.findByText(i18next.t('product-not-found', { ns: 'errors' })),
    ).toBeInTheDocument();
  });
});
