import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/**
 * Document 1 §1: changing the language clears form errors, because a message
 * rendered in the old language would stay untranslated until the next submit.
 */
export function useClearErrorsOnLanguageChange(clearErrors: () => void): void {
  const { i18n } = useTranslation();
  const latest = useRef(clearErrors);

  useEffect(() => {
    latest.current = clearErrors;
  }, [clearErrors]);

  useEffect(() => {
    const onChange = () => latest.current();
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
}
