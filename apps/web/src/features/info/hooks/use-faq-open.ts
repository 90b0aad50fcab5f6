import { useCallback, useState } from 'react';

/**
 * Which answers are open. While a search runs, its matches open by default (the answer is where
 * the words were found); an entry the visitor opened or closed keeps that choice.
 */
export function useFaqOpen(searching: boolean) {
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const isOpen = (id: string): boolean => choices.get(id) ?? searching;
  const setOpen = useCallback((id: string, open: boolean) => {
    setChoices((current) => (current.get(id) === open ? current : new Map(current).set(id, open)));
  }, []);
  return { isOpen, setOpen };
}
