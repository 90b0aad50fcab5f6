import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxFeedback } from '@camtour/shared/schemas/admin-content';
import { i18next } from '@/lib/i18n';
import { okEnvelope, stubFetch } from '@/test/fetch';
import { renderWithRouter } from '@/test/render';
import { FeedbackDetails } from './inbox-details';
import { InboxItem } from './inbox-item';

const fetchMock = stubFetch();

const item: InboxFeedback = {
  id: 5,
  comment: 'The Bokor page needs opening hours.',
  page: 'about',
  user_agent: 'Mozilla/5.0',
  user_id: 3,
  user_name: 'Dara Chan',
  user_email: 'dara@example.com',
  created_at: '2026-11-20T03:00:00.000Z',
  read_at: null,
  handled_at: null,
};

function renderItem(value: InboxFeedback) {
  return renderWithRouter(
    <InboxItem box="feedback" item={value} summary={value.comment}>
      <FeedbackDetails item={value} />
    </InboxItem>,
  );
}

const toggle = () => screen.getByRole('button', { name: /Bokor page/ });

beforeAll(async () => {
  await i18next.loadNamespaces(['admin-content', 'admin']);
});

describe('InboxItem', () => {
  it('opening an unread item shows it and marks it read, once', async () => {
    fetchMock.mockResolvedValue(okEnvelope({ ...item, read_at: '2026-11-21T00:00:00.000Z' }));
    renderItem(item);
    expect(screen.getByText('Unread')).toBeInTheDocument();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'dara@example.com' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/inbox/feedback/5/read');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opening a read item sends nothing; handled and unread are buttons inside', async () => {
    const read = { ...item, read_at: '2026-11-21T00:00:00.000Z' };
    fetchMock.mockResolvedValue(okEnvelope({ ...read, handled_at: '2026-11-22T00:00:00.000Z' }));
    renderItem(read);
    fireEvent.click(toggle());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mark unread' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/inbox/feedback/5/handled');
  });

  it('a handled item offers to mark it not handled', () => {
    renderItem({ ...item, read_at: item.created_at, handled_at: item.created_at });
    expect(screen.getByText('Handled')).toBeInTheDocument();
    fireEvent.click(toggle());
    expect(screen.getByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();
  });
});
