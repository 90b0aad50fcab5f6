import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';

interface HoverMenuOptions {
  hoverDelayMs: number;
}

/**
 * A menu that opens on hover after a delay (so a pointer crossing the bar does not flash it),
 * on click and from the keyboard, and closes on Escape, outside click or pointer leave.
 * A click while hover-opened pins it open instead of closing it under the pointer.
 */
export function useHoverMenu({ hoverDelayMs }: HoverMenuOptions) {
  const [open, setOpen] = useState(false);
  const openedBy = useRef<'hover' | 'click' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const cancelTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  const close = useCallback((returnFocus = false) => {
    clearTimeout(timer.current);
    openedBy.current = null;
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const focusItem = (index: 'first' | 'last' | number) => {
    const items = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
    if (items.length === 0) return;
    const position =
      index === 'first'
        ? 0
        : index === 'last'
          ? items.length - 1
          : (index + items.length) % items.length;
    items[position]?.focus();
  };

  const openWithKeyboard = (target: 'first' | 'last') => {
    cancelTimer();
    openedBy.current = 'click';
    setOpen(true);
    // The menu renders on the next frame; focus it once it exists.
    requestAnimationFrame(() => focusItem(target));
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(rootRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const rootProps = {
    ref: rootRef,
    onMouseEnter: () => {
      cancelTimer();
      if (open) return;
      timer.current = setTimeout(() => {
        openedBy.current = 'hover';
        setOpen(true);
      }, hoverDelayMs);
    },
    onMouseLeave: () => {
      cancelTimer();
      if (open && openedBy.current === 'hover')
        timer.current = setTimeout(() => close(), hoverDelayMs);
    },
    onBlur: (event: ReactFocusEvent<HTMLDivElement>) => {
      // Tabbing out of the menu closes it; moving focus inside it does not.
      if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node))
        close();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    onClick: () => {
      cancelTimer();
      if (open && openedBy.current === 'hover') {
        openedBy.current = 'click';
        return;
      }
      if (open) close();
      else {
        openedBy.current = 'click';
        setOpen(true);
      }
    },
    onKeyDown: (event: ReactKeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        openWithKeyboard('first');
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        openWithKeyboard('last');
      }
    },
  };

  const menuProps = {
    ref: menuRef,
    role: 'menu' as const,
    onKeyDown: (event: ReactKeyboardEvent<HTMLDivElement>) => {
      const items = Array.from(
        menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
      );
      const current = items.indexOf(document.activeElement as HTMLElement);
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        focusItem(current + 1);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        focusItem(current - 1);
      } else if (event.key === 'Home') {
        event.preventDefault();
        focusItem('first');
      } else if (event.key === 'End') {
        event.preventDefault();
        focusItem('last');
      }
    },
  };

  return { open, close, rootProps, buttonProps, menuProps };
}
