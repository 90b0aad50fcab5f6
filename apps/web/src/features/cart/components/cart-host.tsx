import { lazy, Suspense, useState } from 'react';
import { useCartSessionSync } from '../hooks/use-cart-session-sync';
import { useCartDrawerOpen } from '../cart-drawer-store';

const CartDrawer = lazy(() =>
  import('./cart-drawer').then((module) => ({ default: module.CartDrawer })),
);

/**
 * Rendered once by the root layout: keeps the cart in step with logins and logouts, and mounts
 * the drawer (its code, with Radix, loads on first open) and its checkout modal.
 */
export function CartHost() {
  useCartSessionSync();
  const open = useCartDrawerOpen();
  const [opened, setOpened] = useState(open);
  // Once loaded the drawer stays mounted: its "proceeding" modal outlives the closed drawer.
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
