import { useState } from 'react';

/**
 * A local copy of `value` the visitor edits (a search box), set back to `value` whenever `value`
 * itself changes (the address after back, "clear filters").
 */
export function useFollowedValue<T>(value: T): [T, (next: T) => void] {
  const [local, setLocal] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setLocal(value);
  }
  return [local, setLocal];
}
