import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePendingFavorite } from '@/entities/wishlist/pending-favorite';
import { useWishlistSync } from '@/entities/wishlist/wishlist-api';

/** App-wide listeners that follow the session on every page, mounted once. */
function SessionFollowers() {
  // The wishlist across tabs, logins and logouts; a heart tapped before logging in.
  useWishlistSync();
  usePendingFavorite();
  return null;
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionFollowers />
      {children}
    </QueryClientProvider>
  );
}
