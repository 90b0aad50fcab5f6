import { PASTE_BLOCK_MESSAGE_MS } from '@camtour/shared/constants';
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';

/**
 * Document 1 §5 (reset password): pasting into the password fields is refused, and the
 * message password-paste-disabled shows for 3 s. Dropping text in is the same as pasting.
 */
export function usePasteBlock() {
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const refuse = useCallback((event: SyntheticEvent) => {
    event.preventDefault();
    setBlocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBlocked(false), PASTE_BLOCK_MESSAGE_MS);
  }, []);

  return {
    /** The error key to show while the message lasts, else null. */
    message: blocked ? ('password-paste-disabled' as const) : null,
    inputProps: { onPaste: refuse, onDrop: refuse },
  };
}
