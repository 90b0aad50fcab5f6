import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromoCode } from '@camtour/shared/schemas/admin-content';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { PromoForm } from './promo-form';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown, errors?: unknown) =>
  new Response(
    JSON.stringify({ result: status < 300, error: status >= 300, message, data, errors }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

const promo: PromoCode = {
  id: 7,
  code: 'MONSOON15',
  percent: 15,
  active: true,
  starts_at: '2026-05-31T17:00:00.000Z',
  ends_at: '2026-10-31T17:00:00.000Z',
  max_uses: 100,
  max_uses_per_customer: null,
  uses: 40,
  created_at: '2026-05-01T00:00:00.000Z',
  state: 'active',
};

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const bodyOf = (call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as Record<string, unknown>;

beforeAll(async () => {
  await i18next.loadNamespaces(['admin-content', 'admin']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('PromoForm', () => {
  it('creates a code with the shared schema: Phnom Penh days, empty limits as none', async () => {
    fetchMock.mockResolvedValue(envelope(201, 'Created', { ...promo, id: 8 }));
    const onDone = vi.fn();
    renderWithRouter(<PromoForm promo={null} onDone={onDone} />);
    type('Code', ' rainy-day ');
    type('Discount (%)', '12');
    type('First day', '2026-06-01');
    type('Last day', '2026-06-30');
    type('Uses per customer', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/promo-codes');
    expect(init?.method).toBe('POST');
    expect(bodyOf(0)).toEqual({
      code: 'RAINY-DAY',
      percent: 12,
      starts_at: '2026-05-31T17:00:00.000Z',
      ends_at: '2026-06-30T17:00:00.000Z',
      max_uses: null,
      max_uses_per_customer: 1,
      active: true,
    });
  });

  it('refuses bad terms before sending, with the messages in place', async () => {
    renderWithRouter(<PromoForm promo={null} onDone={vi.fn()} />);
    type('Code', 'two words');
    type('Discount (%)', '0');
    type('First day', '2026-06-02');
    type('Last day', '2026-06-01');
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(
      await screen.findByText(i18next.t('promo-code-format', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(field('Discount (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    type('Code', 'OK');
    type('Discount (%)', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(
      await screen.findByText(i18next.t('promo-ends-before-starts', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('edits the terms of a code, showing its dates as the days they stand for', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'success', promo));
    const onDone = vi.fn();
    renderWithRouter(<PromoForm promo={promo} onDone={onDone} />);
    expect(screen.queryByLabelText('Code')).toBeNull();
    expect(field('First day')).toHaveValue('2026-06-01');
    expect(field('Last day')).toHaveValue('2026-10-31');
    expect(field('Uses in all')).toHaveValue(100);
    type('Uses in all', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/promo-codes/7');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('PUT');
    expect(bodyOf(0)).toEqual({
      percent: 15,
      starts_at: '2026-05-31T17:00:00.000Z',
      ends_at: '2026-10-31T17:00:00.000Z',
      max_uses: null,
      max_uses_per_customer: null,
    });
  });

  it("puts the server's refusal on its field and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      envelope(
        409,
        'promo-max-uses-below-uses',
        { uses: 40 },
        {
          max_uses: ['promo-max-uses-below-uses'],
        },
      ),
    );
    const onDone = vi.fn();
    renderWithRouter(<PromoForm promo={promo} onDone={onDone} />);
    type('Uses in all', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(i18next.t('promo-max-uses-below-uses', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(field('Uses in all')).toHaveValue(30);
    expect(field('Uses in all')).toHaveAttribute('aria-invalid', 'true');
    // Placed on its field, so not repeated above the form.
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
