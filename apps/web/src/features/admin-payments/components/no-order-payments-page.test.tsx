import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoOrderPayment } from '@camtour/shared/schemas/admin-payments';
import { i18next } from '@/lib/i18n';
import { renderRoutes, routePage, where } from '@/test/render';
import { testNoOrderPayment } from '../test/no-order-fixture';
import { NoOrderPaymentsPage } from './no-order-payments-page';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown, errors?: unknown) =>
  new Response(
    JSON.stringify({ result: status < 300, error: status >= 300, message, data, errors }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
const gets = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => Object.fromEntries(new URL(String(input), 'http://x').searchParams));
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));

const MD5 = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

const ROWS: NoOrderPayment[] = [
  testNoOrderPayment(),
  testNoOrderPayment({
    md5: 'b'.repeat(32),
    bill_number: 'CTKHR001',
    currency: 'KHR',
    amount: 41_400,
    amount_minor: 41_400,
    reason: 'unused-quote',
    buyer: null,
  }),
  testNoOrderPayment({
    md5: 'c'.repeat(32),
    bill_number: 'CTDONE01',
    reason: 'a-reason-not-known-yet',
    refund: {
      amount: 5,
      amount_minor: 500,
      reference: 'ABA-554433',
      refunded_at: '2026-03-05T02:00:00.000Z',
      staff_email: 'staff@camtour.example',
    },
  }),
];

const page = (total: number, current = 1) => ({
  payments: ROWS,
  pagination: { total, current_page: current, last_page: Math.ceil(total / 30), per_page: 30 },
});

/** Answers every GET with a page of the rows and each POST with `answers`, in turn. */
function server(answers: (() => Response)[] = []) {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') return answers.shift()!();
    const p = Number(new URL(String(input), 'http://x').searchParams.get('page') ?? 1);
    return envelope(200, 'success', page(62, p));
  });
}

const render = (url = '/admin/no-order-payments') =>
  renderRoutes([routePage('admin', '/admin/no-order-payments', NoOrderPaymentsPage)], url);

const table = () => screen.findByRole('table', { name: 'Paid, no order' });

async function openRefund() {
  fireEvent.click(
    within(await table()).getByRole('button', { name: 'Record refund, Bill CT7K2M9Q' }),
  );
  const dialog = await screen.findByTestId('refund-dialog');
  return { dialog, form: within(dialog).getByTestId('refund-payment-form') };
}

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  server();
});
afterEach(() => vi.unstubAllGlobals());

describe('NoOrderPaymentsPage', () => {
  it('lists the payments to refund: buyer contact, amount in its currency, reason in words', async () => {
    render();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    const [usd, khr, done] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(usd).toHaveTextContent('Sreyleak Sok');
    expect(within(usd).getByRole('link', { name: 'sreyleak@example.com' })).toHaveAttribute(
      'href',
      'mailto:sreyleak@example.com',
    );
    expect(within(usd).getByRole('link', { name: '012 345 678' })).toHaveAttribute(
      'href',
      'tel:012 345 678',
    );
    expect(usd).toHaveTextContent('Language: Khmer');
    expect(usd).toHaveTextContent('$10.35');
    expect(usd).toHaveTextContent('Product no longer on sale');
    expect(usd).toHaveTextContent('From sreyleak@aclb');
    expect(usd).toHaveTextContent('Bill CT7K2M9Q');
    expect(khr).toHaveTextContent(/41,400/);
    expect(khr).toHaveTextContent('QR paid but never used for an order');
    expect(khr).toHaveTextContent('No contact details: refund the paying account.');
    expect(done).toHaveTextContent('a-reason-not-known-yet');
    expect(within(done).getByTestId('refund-done')).toHaveTextContent(
      /Refunded\$5\.00 sent back.*by staff@camtour\.example.*Reference ABA-554433/,
    );
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    expect(gets().at(-1)).toEqual({ state: 'open', page: '1' });
  });

  it('keeps the state filter and the page in the URL and asks the server for them', async () => {
    render('/admin/no-order-payments?state=refunded&page=2');
    await table();
    expect(gets().at(-1)).toEqual({ state: 'refunded', page: '2' });
    const state = screen.getByLabelText('State');
    expect(state).toHaveValue('refunded');
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['To refund', 'Refunded', 'All']);
    fireEvent.change(state, { target: { value: 'all' } });
    await waitFor(() => expect(where()).toBe('/admin/no-order-payments?state=all'));
    await waitFor(() => expect(gets().at(-1)).toEqual({ state: 'all', page: '1' }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(where()).toBe('/admin/no-order-payments?state=all&page=2'));
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'open' } });
    await waitFor(() => expect(where()).toBe('/admin/no-order-payments'));
  });

  it('records a refund: the amount paid prefilled, checked before it is sent, then the list reloads', async () => {
    server([() => envelope(200, 'success', ROWS[0])]);
    render();
    const { form } = await openRefund();
    const amount = within(form).getByLabelText('Amount sent back (USD)');
    expect(amount).toHaveValue(10.35);
    expect(form).toHaveTextContent('Paid: $10.35');
    const submit = within(form).getByRole('button', { name: 'Record refund' });
    fireEvent.click(submit);
    expect(
      await within(form).findByText(i18next.t('field-required', { ns: 'errors' })),
    ).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '10.36' } });
    fireEvent.change(within(form).getByLabelText('Bank reference of the transfer'), {
      target: { value: '  ABA-778899 ' },
    });
    fireEvent.click(submit);
    expect(
      await within(form).findByText(i18next.t('refund-amount-over-paid', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);
    fireEvent.change(amount, { target: { value: '10' } });
    const before = gets().length;
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).not.toBeInTheDocument());
    expect(posts()).toEqual([
      { url: `/api/admin/payments/${MD5}/refund`, body: { amount: 10, reference: 'ABA-778899' } },
    ]);
    await waitFor(() => expect(gets().length).toBeGreaterThan(before));
  });

  it("shows the server's refusals translated, keeping what was typed", async () => {
    server([
      () => envelope(400, 'validation-failed', null, { reference: ['text-invisible-characters'] }),
      () => envelope(409, 'payment-already-refunded'),
      () => envelope(404, 'payment-not-found'),
    ]);
    render();
    const { form } = await openRefund();
    const reference = within(form).getByLabelText('Bank reference of the transfer');
    fireEvent.change(reference, { target: { value: 'ABA-1' } });
    const submit = within(form).getByRole('button', { name: 'Record refund' });
    fireEvent.click(submit);
    expect(
      await within(form).findByText(i18next.t('text-invisible-characters', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(reference).toHaveValue('ABA-1');
    fireEvent.click(submit);
    expect(await within(form).findByTestId('form-error')).toHaveTextContent(
      "This payment's refund has already been recorded.",
    );
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(form).getByTestId('form-error')).toHaveTextContent(
        'This payment is no longer in the list of paid payments with no order.',
      ),
    );
    expect(posts()).toHaveLength(3);
  });

  it('speaks Khmer in Khmer', async () => {
    await i18next.changeLanguage('km');
    try {
      render();
      const khmerTable = await screen.findByRole('table', { name: 'បានបង់ ប៉ុន្តែគ្មានការបញ្ជាទិញ' });
      expect(khmerTable).toHaveTextContent('ផលិតផលលែងលក់ហើយ');
      expect(khmerTable).toHaveTextContent('ភាសា៖ ខ្មែរ');
      expect(within(khmerTable).getAllByRole('button', { name: /កត់ត្រាការសងប្រាក់/ })).toHaveLength(2);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
