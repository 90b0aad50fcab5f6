import { CHAT_AUTO_OPEN_MS, CHAT_DRAG_THRESHOLD_PX } from '@camtour/shared/domain/chatbot/limits';

// From the zod-free limits module: the button is in every page's first download.
export const DRAG_THRESHOLD_PX = CHAT_DRAG_THRESHOLD_PX;
export const AUTO_OPEN_MS = CHAT_AUTO_OPEN_MS;

/** Set when the visitor closes the chat: it then never opens by itself again (document 1 §4). */
export const DISMISSED_KEY = 'camtour_chatbot_dismissed';
/** Where the visitor dragged the button, kept across visits. */
export const POSITION_KEY = 'camtour_chatbot_position';
/** The button's distance from the viewport's edges at least. */
export const LAUNCHER_MARGIN_PX = 16;

/** The button's place as distances from the viewport's right and bottom edges. */
export interface LauncherOffset {
  right: number;
  bottom: number;
}

export const DEFAULT_OFFSET: LauncherOffset = { right: 20, bottom: 20 };

/**
 * Document 1 §9: a pointer that moved more than 10 px between press and release dragged the
 * button; less is a click (a finger is never perfectly still).
 */
export function isDrag(dx: number, dy: number, threshold = DRAG_THRESHOLD_PX): boolean {
  return Math.hypot(dx, dy) > threshold;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** Keeps the whole button inside the viewport (after a drag, a resize or a rotation). */
export function clampOffset(
  offset: LauncherOffset,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = LAUNCHER_MARGIN_PX,
): LauncherOffset {
  return {
    right: clamp(offset.right, margin, viewport.width - size.width - margin),
    bottom: clamp(offset.bottom, margin, viewport.height - size.height - margin),
  };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch (_error) {
    // Blocked storage (private mode, sandboxed frame): the chat works, it just forgets.
    return null;
  }
}

export function readDismissed(): boolean {
  try {
    return storage()?.getItem(DISMISSED_KEY) === '1';
  } catch (_error) {
    return false;
  }
}

export function storeDismissed(): void {
  try {
    storage()?.setItem(DISMISSED_KEY, '1');
  } catch (_error) {
    // Not remembering means one more auto-open on the next visit: acceptable.
  }
}

/** Document 1 §4: it auto-opens once a visit, unless the visitor closed it before. */
export function shouldAutoOpen(state: {
  dismissed: boolean;
  hidden: boolean;
  opened: boolean;
}): boolean {
  return !state.dismissed && !state.hidden && !state.opened;
}

export function parseOffset(raw: string | null): LauncherOffset | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { right, bottom } = value as Record<string, unknown>;
    if (typeof right !== 'number' || typeof bottom !== 'number') return null;
    if (!Number.isFinite(right) || !Number.isFinite(bottom)) return null;
    return { right, bottom };
  } catch (_error) {
    return null;
  }
}

export function readOffset(): LauncherOffset {
  try {
    return parseOffset(storage()?.getItem(POSITION_KEY) ?? null) ?? DEFAULT_OFFSET;
  } catch (_error) {
    return DEFAULT_OFFSET;
  }
}

export function storeOffset(offset: LauncherOffset): void {
  try {
    storage()?.setItem(POSITION_KEY, JSON.stringify(offset));
  } catch (_error) {
    // The button goes back to its corner next visit: acceptable.
  }
}
