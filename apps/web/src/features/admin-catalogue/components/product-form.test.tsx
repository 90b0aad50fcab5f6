import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, CatalogueOptions } from '@camtour/shared/schemas/admin-catalogue';
import { ApiError } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { ProductForm } from './product-form';

const options: CatalogueOptions = {
  categories: [{ id: 3, slug: 'tents', name_en: 'Camping Tents', name_km: 'តង់' }],
  brands: [{ id: 5, slug: 'orvik', name: 'Orvik Mountain', name_km: 'អ័រវិក' }],
  colors: [],
  sizes: [],
};

const product = {
  id: 12,
  code: 'CT-TEN-001',
  category_id: 3,
  brand_id: 5,
  name_en: 'Dome Tent',
  name_km: 'តង់ដូម',
  description_en: 'A tent.',
  description_km: 'តង់មួយ។',
  specs: [{ label_en: 'Weight', label_km: 'ទម្ងន់', value_en: '2 kg', value_km: '២ គីឡូ' }],
  price_cents: 12900,
  original_price_cents: null,
} as AdminProduct;

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['admin-catalogue', 'admin', 'errors']);
});
beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
afterEach(() => vi.unstubAllGlobals());

function fill() {
  type('product-code', ' ct-new-1 ');
  fireEvent.change(field('product-category_id'), { target: { value: '3' } });
  fireEvent.change(field('product-brand_id'), { target: { value: '5' } });
  type('bilingual-name_en', 'Rain Poncho');
  type('bilingual-name_km', 'អាវភ្លៀង');
  type('bilingual-description_en', 'Keeps you dry.');
  type('bilingual-description_km', 'ការពារភ្លៀង។');
}

describe('ProductForm', () => {
  it('sends exact cents from the dollars typed, code in capitals, specs in both languages', async () => {
    const onSave = vi.fn().mockResolvedValue({ id: 1 });
    renderWithRouter(<ProductForm product={null} options={options} onSave={onSave} />);
    fill();
    type('product-price', '$1,234.29');
    type('product-original_price', '1300');
    fireEvent.click(screen.getByRole('button', { name: 'Add a specification' }));
    type('spec-0-label-en', 'Weight');
    type('spec-0-value-en', '300 g');
    type('spec-0-label-km', 'ទម្ងន់');
    type('spec-0-value-km', '៣០០ ក្រាម');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({
      code: 'CT-NEW-1',
      category_id: 3,
      brand_id: 5,
      name_en: 'Rain Poncho',
      name_km: 'អាវភ្លៀង',
      description_en: 'Keeps you dry.',
      description_km: 'ការពារភ្លៀង។',
      specs: [{ label_en: 'Weight', label_km: 'ទម្ងន់', value_en: '300 g', value_km: '៣០០ ក្រាម' }],
      price_cents: 123429,
      original_price_cents: 130000,
    });
  });

  it('refuses a bad price and an original price under it before sending', async () => {
    const onSave = vi.fn();
    renderWithRouter(<ProductForm product={null} options={options} onSave={onSave} />);
    fill();
    type('product-price', '12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(
      await screen.findByText(i18next.t('price-invalid', { ns: 'errors' })),
    ).toBeInTheDocument();
    type('product-price', '20');
    type('product-original_price', '19.99');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(
      await screen.findByText(i18next.t('original-price-too-low', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on its field (cents fields on the dollar ones) and keeps what was typed', async () => {
    const onSave = vi.fn().mockRejectedValue(
      new ApiError(409, 'product-code-taken', {
        code: ['product-code-taken'],
        price_cents: ['field-too-large'],
      }),
    );
    renderWithRouter(<ProductForm product={product} options={options} onSave={onSave} />);
    type('bilingual-name_en', 'Dome Tent XL');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(i18next.t('product-code-taken', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(field('product-price')).toHaveAttribute('aria-invalid', 'true');
    expect(field('bilingual-name_en').value).toBe('Dome Tent XL');
    expect(field('product-price').value).toBe('129.00');
    expect(field('spec-0-value-km').value).toBe('២ គីឡូ');
  });
});
