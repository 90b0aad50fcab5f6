import { useSyncExternalStore } from 'react';

/*
 * Whether the cart drawer is open. Module-level, because it is opened from the header (also
 * inside the mobile menu), from the product page after an add, and rendered once by the layout.
 */
let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
};

export const cartDrawer = {
  open: () => set(true),
  close: () => set(false),
  setOpen: set,
  isOpen: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(cartDrawer.subscribe, cartDrawer.isOpen, cartDrawer.isOpen);
}
