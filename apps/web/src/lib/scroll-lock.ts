const LOCK_ATTRIBUTE = 'data-scroll-locked';

const OPEN_DIALOG_SELECTOR = [
  'dialog[open]',
  '[role="dialog"][aria-modal="true"]',
  '[role="alertdialog"][aria-modal="true"]',
].join(',');

export function lockBodyScroll(): void {
  document.body.style.overflow = 'hidden';
  document.body.setAttribute(LOCK_ATTRIBUTE, '');
}

/** Removes every lock, whoever set it (ours, or a dialog library's inline overflow/padding). */
export function clearScrollLocks(): void {
  const { body, documentElement } = document;
  body.style.removeProperty('overflow');
  body.style.removeProperty('padding-right');
  body.style.removeProperty('position');
  documentElement.style.removeProperty('overflow');
  body.removeAttribute(LOCK_ATTRIBUTE);
}

export function isScrollLocked(): boolean {
  const { body, documentElement } = document;
  return (
    body.hasAttribute(LOCK_ATTRIBUTE) ||
    body.style.overflow === 'hidden' ||
    documentElement.style.overflow === 'hidden'
  );
}

export function hasOpenDialog(): boolean {
  return document.querySelector(OPEN_DIALOG_SELECTOR) !== null;
}

/**
 * A dialog that unmounts without its cleanup (an error, a navigation mid-animation) leaves
 * the page unscrollable. The app calls this on a timer: a lock with no open dialog is stuck.
 * Returns whether it released a lock.
 */
export function releaseStuckScrollLock(): boolean {
  if (!isScrollLocked() || hasOpenDialog()) return false;
  clearScrollLocks();
  return true;
}
