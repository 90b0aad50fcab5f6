import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useItemTitle } from '@/lib/page-title';
import { RootLayout } from './root-layout';

// The parts of the shell that fetch (session, cart, chat) play no part here; the header counts.
const renders = vi.hoisted(() => ({ header: 0 }));
vi.mock('./header', () => ({
  Header: () => {
    renders.header += 1;
    return null;
  },
}));
vi.mock('./footer', () => ({ Footer: () => null }));
vi.mock('./account-dialogs', () => ({ AccountDialogs: () => null }));
vi.mock('@/features/cart/components/cart-host', () => ({ CartHost: () => null }));
vi.mock('@/features/chatbot/components/chat-widget', () => ({ ChatWidget: () => null }));

function HotelPage() {
  useItemTitle('Angkor Palace');
  return <h1>Angkor Palace</h1>;
}

describe('the layout', () => {
  /*
   * A layout that re-renders gives the page's Suspense boundary new children: on a rendered page
   * React then hydrates the whole page at once instead of in short slices (decision 038).
   */
  it('does not re-render when the page names the tab', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [{ path: '/siem-reap/hotels/:id', element: <HotelPage /> }],
        },
      ],
      { initialEntries: ['/siem-reap/hotels/1'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Angkor Palace | CamTour'));
    expect(renders.header).toBe(1);
  });
});
