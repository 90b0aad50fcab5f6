import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditPage as AuditPageData } from '@camtour/shared/schemas/admin';
import { i18next } from '@/lib/i18n';
import { renderRoutes, routePage, where } from '@/test/render';
import { AuditPage } from './audit-page';

const fetchMock = vi.fn<typeof fetch>();
const data: AuditPageData = {
  entries: [
    {
      id: 9,
      actor_id: 4,
      actor_email: 'staff@camtour.example',
      action: 'order.status',
      entity: 'order',
      entity_id: 'CT-ABCD1234',
      before: { status: 'pending' },
      after: { status: 'processing' },
      created_at: '2026-03-04T05:00:00.000Z',
    },
  ],
  pagination: { total: 1, current_page: 1, last_page: 1, per_page: 50 },
};
const lastQuery = () =>
  Object.fromEntries(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams);

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ result: true, error: false, message: 'success', data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AuditPage', () => {
  it('expands an entry to show its before and after side by side', async () => {
    renderRoutes([routePage('admin', '/admin/audit', AuditPage)], '/admin/audit');
    const entry = await screen.findByTestId('audit-entry');
    const toggle = within(entry).getByRole('button');
    expect(toggle).toHaveTextContent('order.status');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const [before, after] = within(entry).getAllByRole('heading', { level: 3 });
    expect(before).toHaveTextContent('Before');
    expect(before!.nextElementSibling).toHaveTextContent('"status": "pending"');
    expect(after!.nextElementSibling).toHaveTextContent('"status": "processing"');
  });

  it('applies the typed filters together and a date at once, in the URL', async () => {
    renderRoutes([routePage('admin', '/admin/audit', AuditPage)], '/admin/audit?page=3');
    await screen.findByTestId('audit-entry');
    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'order' } });
    fireEvent.change(screen.getByLabelText('Entity id'), { target: { value: ' CT-ABCD1234 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(where()).toBe('/admin/audit?entity=order&entity_id=CT-ABCD1234'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        entity: 'order',
        entity_id: 'CT-ABCD1234',
        from: '2026-03-01',
        page: '1',
      }),
    );
  });
});
