import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@camtour/shared/schemas/admin';
import { i18next } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { testAdminOrder } from '../test/admin-order-fixture';
import { OrderPage } from './order-page';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown, errors?: unknown) =>
  new Response(
    JSON.stringify({ result: status < 300, error: status >= 300, message, data, errors }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
const PATH = '/api/admin/orders/CT-ABCD1234';

/** Answers the GET with the current order and each POST with `answers`, in turn. */
function server(initial: AdminOrder, answers: (() => Response)[]) {
  let current = initial;
  fetchMock.mockImplementation(async (_input, init) => {
    if ((init?.method ?? 'GET') === 'GET') return envelope(200, 'success', current);
    const answer = answers.shift()!();
    if (answer.ok) current = ((await answer.clone().json()) as { data: AdminOrder }).data;
    return answer;
  });
  return { set: (next: AdminOrder) => (current = next) };
}

const render = () =>
  renderRoutes(
    [{ path: '/admin/orders/:orderNo', element: <OrderPage /> }],
    '/admin/orders/CT-ABCD1234',
  );

beforeAll(async () => {
  await i18next.loadNamespaces(['admin', 'orders']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('OrderPage', () => {
  it('shows the order and one confirmed button per allowed step', async () => {
    server(testAdminOrder(), [
      () =>
        envelope(
          200,
          'success',
          testAdminOrder({ status: 'processing', allowed_transitions: ['shipped', 'cancelled'] }),
        ),
    ]);
    render();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order CT-ABCD1234');
    const actions = screen.getByTestId('order-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Start processing', 'Cancel the order']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Start processing' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Move order CT-ABCD1234 to “Processing”?');
    expect(dialog).toHaveTextContent(/customer gets an e-mail/);
    expect(calls().filter((c) => c.startsWith('POST'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start processing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body).toBe(
      JSON.stringify({ status: 'processing' }),
    );
    expect(calls()).toContain(`POST ${PATH}/status`);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('order-actions'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark as shipped', 'Cancel the order']),
    );
  });

  it('says what a cancel does, and on a 409 shows the reason in place and re-reads the order', async () => {
    const s = server(testAdminOrder(), [() => envelope(409, 'invalid-status-transition')]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(/go back into stock/);
    // Meanwhile another staff member shipped it.
    s.set(testAdminOrder({ status: 'shipped', allowed_transitions: ['delivered'] }));
    const gets = () => calls().filter((c) => c === `GET ${PATH}`).length;
    const before = gets();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order cannot move to that status from where it is now.',
    );
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('order-actions'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark as delivered']),
    );
  });

  it('offers the refund form only when the order can be refunded, and keeps what was typed on an error', async () => {
    server(
      testAdminOrder({
        status: 'cancelled',
        payment_status: 'refund_due',
        payment_method: 'bakong',
        allowed_transitions: [],
        can_refund: true,
      }),
      [
        () => envelope(400, 'validation-failed', null, { reference: ['field-too-large'] }),
        () =>
          envelope(
            200,
            'success',
            testAdminOrder({
              status: 'cancelled',
              payment_status: 'refunded',
              refund_reference: 'ABA-778899',
            }),
          ),
      ],
    );
    render();
    expect(await screen.findByText('This order has no further step.')).toBeInTheDocument();
    const form = screen.getByTestId('refund-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Mark refunded' }));
    expect(
      await within(form).findByText(i18next.t('field-required', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(calls().filter((c) => c.startsWith('POST'))).toEqual([]);
    const input = within(form).getByLabelText('Bank reference of the refund');
    fireEvent.change(input, { target: { value: 'ABA-778899' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark refunded' }));
    expect(
      await within(form).findByText(i18next.t('field-too-large', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(input).toHaveValue('ABA-778899');
    fireEvent.click(within(form).getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(screen.queryByTestId('refund-form')).not.toBeInTheDocument());
    expect(screen.getByTestId('order-payment')).toHaveTextContent('ABA-778899');
  });

  it('says so when the order does not exist', async () => {
    fetchMock.mockResolvedValue(envelope(404, 'order-not-found'));
    render();
    expect(await screen.findByTestId('order-missing')).toHaveTextContent(
      'There is no order CT-ABCD1234.',
    );
  });
});
