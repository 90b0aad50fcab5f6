import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { clampOffset, isDrag, readOffset, storeOffset, type LauncherOffset } from '../lib/launcher';

interface Press {
  pointerId: number;
  x: number;
  y: number;
  from: LauncherOffset;
  to: LauncherOffset;
  dragging: boolean;
}

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

function sizeOf(element: HTMLElement | null) {
  const rect = element?.getBoundingClientRect();
  return { width: rect?.width || 56, height: rect?.height || 56 };
}

/**
 * Drags the chat button with a mouse, a pen or a finger (pointer events). A press that moved
 * more than the threshold was a drag and must not open the chat: `wasDrag()` tells the click
 * handler, once.
 */
export function useDraggableLauncher(button: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState<LauncherOffset>(readOffset);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  const latest = useRef(offset);
  useEffect(() => {
    latest.current = offset;
  }, [offset]);

  // A saved place from a wider screen, or a rotated phone, must not leave the button outside.
  useEffect(() => {
    const fit = () =>
      setOffset((current) => {
        const next = clampOffset(current, sizeOf(button.current), viewport());
        return next.right === current.right && next.bottom === current.bottom ? current : next;
      });
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [button]);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    press.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      from: latest.current,
      to: latest.current,
      dragging: false,
    };
    dragged.current = false;
  }, []);

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.dragging) {
        if (!isDrag(dx, dy)) return;
        current.dragging = true;
        // Keep receiving moves when the pointer outruns the button.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      current.to = clampOffset(
        { right: current.from.right - dx, bottom: current.from.bottom - dy },
        sizeOf(button.current),
        viewport(),
      );
      setOffset(current.to);
    },
    [button],
  );

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    press.current = null;
    if (current.dragging) {
      dragged.current = true;
      storeOffset(current.to);
    }
  }, []);

  const onPointerCancel = useCallback(() => {
    press.current = null;
  }, []);

  // A drag whose release fired no click must not swallow the next (keyboard) click.
  const onKeyDown = useCallback(() => {
    dragged.current = false;
  }, []);

  /** Whether the click that follows a release ends a drag (then it does not open the chat). */
  const wasDrag = useCallback(() => {
    const value = dragged.current;
    dragged.current = false;
    return value;
  }, []);

  return {
    offset,
    wasDrag,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown },
  };
}
